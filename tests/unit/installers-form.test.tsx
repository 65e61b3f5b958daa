import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallerApplicationForm } from '@/components/installers/installer-application-form';
import type { ActionResult } from '@/lib/actions/result';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';

// Typing character by character in jsdom is slow; these tests fill a whole form.
jest.setTimeout(20_000);

const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
beforeEach(() => {
  scrolled.length = 0;
});

function setup(answer: ActionResult = { ok: true, message: 'Your submission has been received!' }) {
  const received: FormData[] = [];
  const action = async (data: FormData) => {
    received.push(data);
    return answer;
  };
  const user = userEvent.setup({ delay: null });
  render(<InstallerApplicationForm action={action} />);
  return { user, received };
}

/** Pastes `text` into the field, as an applicant copying their details would: one input event, not one per letter. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, screen.getByLabelText(/Business Name/), 'Volt Electric');
  await paste(user, screen.getByLabelText(/Contact Name/), 'Ada Lovelace');
  await paste(user, screen.getByLabelText(/^Email/), 'ada@volt.example.com');
  await paste(user, screen.getByLabelText(/Phone Number/), '555 010 0199');
  await paste(user, screen.getByLabelText(/^Website/), 'volt.example.com');
  await user.selectOptions(screen.getByLabelText(/States Served/), ['California', 'Oregon']);
  await user.click(screen.getByRole('checkbox', { name: 'Residential' }));
}

describe('InstallerApplicationForm', () => {
  it('shows every required message, scrolls to the first error and focuses it', async () => {
    const { user, received } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      'Business name is required',
      'Contact name is required',
      'Email is required',
      'Phone number is required',
      'Website is required',
      'At least one state is required',
      'At least one installation type is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const first = screen.getByLabelText(/Business Name/);
    expect(scrolled[0]).toBe(first);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(received).toHaveLength(0);
  });

  it('scrolls to the first error in page order, not the first rule', async () => {
    const { user } = setup();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Website/));
    await user.type(screen.getByLabelText(/^Website/), 'not a url');
    await user.deselectOptions(screen.getByLabelText(/States Served/), ['California', 'Oregon']);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please enter a valid website URL')).toBeInTheDocument();
    expect(screen.getByText('At least one state is required')).toBeInTheDocument();
    expect(scrolled[0]).toBe(screen.getByLabelText(/^Website/));
  });

  it('clears a field error as soon as that field is edited, leaving the others', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Business name is required');
    await user.type(screen.getByLabelText(/Business Name/), 'V');
    expect(screen.queryByText('Business name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Contact name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Commercial' }));
    expect(screen.queryByText('At least one installation type is required')).not.toBeInTheDocument();
  });

  it('refuses an oversized logo before uploading it', async () => {
    const { user, received } = setup();
    await fillRequired(user);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Business Logo'), big);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Logo is too large: PNG, JPG, GIF up to 2MB')).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('sends the fields and files, then shows the success panel with a way back to the directory', async () => {
    const { user, received } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Qmerit' }));
    await user.click(screen.getByRole('radio', { name: /Premium/ }));
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    const logoInput = screen.getByLabelText<HTMLInputElement>('Business Logo');
    await user.upload(logoInput, logo);
    // jsdom's FormData drops the bytes of test files; the posted file itself is checked end to end.
    expect(logoInput.files?.[0]?.name).toBe('logo.png');
    expect(logoInput).toHaveAttribute('name', 'logo');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const panel = await screen.findByRole('status');
    expect(within(panel).getByRole('heading', { name: 'Submission Received!' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Back to Installers' })).toHaveAttribute(
      'href',
      '/installers',
    );
    const data = received[0]!;
    expect(data.get('businessName')).toBe('Volt Electric');
    expect(data.getAll('states')).toEqual(['California', 'Oregon']);
    expect(data.getAll('installTypes')).toEqual(['Residential']);
    expect(data.getAll('certifications')).toEqual(['Qmerit']);
    expect(data.get('listingTier')).toBe('premium');
    expect(data.has('logo')).toBe(true);
    expect(data.get('fax')).toBe('');

    await user.click(within(panel).getByRole('button', { name: 'Submit another application' }));
    await waitFor(() => expect(screen.getByLabelText(/Business Name/)).toHaveValue(''));
    expect(screen.getByRole('radio', { name: /Free/ })).toBeChecked();
  });

  it('shows the server field errors next to their fields', async () => {
    const { user } = setup({
      ok: false,
      message: 'Failed to submit form. Please try again.',
      fieldErrors: { logo: 'Logo must be a PNG, JPG or GIF image' },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Logo must be a PNG, JPG or GIF image')).toBeInTheDocument();
    expect(scrolled.at(-1)).toBe(screen.getByLabelText('Business Logo'));
    expect(screen.queryByText('Submission Received!')).not.toBeInTheDocument();
  });

  it('keeps a refusal of the whole application by the button, with every field as filled, until the next try', async () => {
    let calls = 0;
    const action = async (): Promise<ActionResult> => {
      calls += 1;
      if (calls === 1) throw new Error('the network dropped');
      return { ok: false, message: RATE_LIMITED_MESSAGE };
    };
    const user = userEvent.setup({ delay: null });
    render(<InstallerApplicationForm action={action} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form. Please try again.');
    expect(screen.getByLabelText(/Business Name/)).toHaveValue('Volt Electric');
    // The refusal can show a moment before the button leaves 'Submitting...': a visitor tries again once it has.
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Submission Received!')).not.toBeInTheDocument();
  });

  it('offers the 50 states in a list showing 5 rows', () => {
    setup();
    const states = screen.getByLabelText(/States Served/);
    expect(states).toHaveAttribute('multiple');
    expect(states).toHaveAttribute('size', '5');
    expect(within(states).getAllByRole('option')).toHaveLength(50);
  });
});
