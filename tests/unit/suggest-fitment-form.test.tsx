import { Profiler } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuggestFitment } from '@/components/vehicles/suggest-fitment';
import type { ActionResult } from '@/lib/actions/result';
import type { FitmentSubmissionInput } from '@/lib/tires/fitment-submission';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';
import { FITMENT_SUBMISSION_MESSAGES as M } from '@/lib/tires/fitment-submission-messages';

const vehicle = { year: 2021, make: 'Ford', model: 'Mustang Mach-E', trim: 'Premium AWD' };

// The vehicle page passes its server action in; here a function stands in for the round trip, recording
// what the form sent. The action itself is tested against the database in fitment-submission.test.ts.
// The form loads when the visitor opens it, as on the page.
async function renderForm(answer: ActionResult = { ok: true, message: 'Thank you! Your fitment suggestion was received and will be reviewed.' }) {
  const sent: FitmentSubmissionInput[] = [];
  const suggest = async (input: FitmentSubmissionInput) => {
    sent.push(input);
    return answer;
  };
  render(<SuggestFitment vehicle={vehicle} suggest={suggest} />);
  const form = within(screen.getByRole('region', { name: 'Suggest a fitment' }));
  await userEvent.click(form.getByRole('button', { name: 'Suggest a Tire' }));
  expect(await form.findByLabelText(/^Tire brand/)).toHaveFocus();
  return { sent, form };
}

describe('SuggestFitment', () => {
  it('shows a loading state while the form loads, then the form with the vehicle filled in', async () => {
    render(<SuggestFitment vehicle={vehicle} suggest={async () => ({ ok: true, message: '' })} />);
    const region = within(screen.getByRole('region', { name: 'Suggest a fitment' }));
    expect(region.queryByRole('textbox')).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Suggest a Tire' }));
    expect(region.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await region.findByLabelText(/^Make/)).toHaveValue('Ford');
    expect(region.queryByText('Loading the form…')).toBeNull();
  });

  it('says what is missing at each field, moves to the first, and sends nothing', async () => {
    const { sent, form } = await renderForm();
    expect(form.getByLabelText(/^Make/)).toHaveValue('Ford');
    expect(form.getByLabelText(/^Year/)).toHaveValue(2021);
    await userEvent.click(form.getByRole('button', { name: 'Send Suggestion' }));
    expect(form.getByLabelText(/^Tire brand/)).toHaveAccessibleDescription(M.required);
    expect(form.getByLabelText(/^Tire model/)).toHaveAccessibleDescription(M.required);
    expect(form.getByLabelText(/^Tire size/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Tire brand/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('clears a message as the visitor fixes its field, once a submit has shown it', async () => {
    const { form } = await renderForm();
    await userEvent.type(form.getByLabelText(/^Tire size/), 'banana');
    expect(form.getByLabelText(/^Tire size/)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(form.getByRole('button', { name: 'Send Suggestion' }));
    expect(form.getByLabelText(/^Tire size/)).toHaveAccessibleDescription(M.size);
    await userEvent.type(form.getByLabelText(/^Tire brand/), 'Michelin');
    expect(form.getByLabelText(/^Tire brand/)).not.toHaveAttribute('aria-invalid');
    expect(form.getByLabelText(/^Tire size/)).toHaveAccessibleDescription(M.size);
    await userEvent.clear(form.getByLabelText(/^Tire size/));
    await userEvent.type(form.getByLabelText(/^Tire size/), '225/60R18');
    expect(form.getByLabelText(/^Tire size/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends the checked values and thanks the visitor', async () => {
    const { sent, form } = await renderForm();
    await userEvent.type(form.getByLabelText(/^Tire brand/), ' Michelin ');
    await userEvent.type(form.getByLabelText(/^Tire model/), 'CrossClimate2');
    await userEvent.type(form.getByLabelText(/^Tire size/), '225/60 r18');
    await userEvent.click(form.getByRole('button', { name: 'Send Suggestion' }));
    expect(await form.findByRole('status')).toHaveTextContent('will be reviewed');
    expect(sent).toEqual([
      expect.objectContaining({
        vehicleYear: 2021,
        vehicleMake: 'Ford',
        vehicleModel: 'Mustang Mach-E',
        vehicleTrim: 'Premium AWD',
        tireBrand: 'Michelin',
        tireModel: 'CrossClimate2',
        tireSize: '225/60R18',
      }),
    ]);
  });

  it("shows the server's answer for one field at that field", async () => {
    const { form } = await renderForm({ ok: false, field: 'tireSize', message: 'That size is already listed for this vehicle.' });
    await userEvent.type(form.getByLabelText(/^Tire brand/), 'Michelin');
    await userEvent.type(form.getByLabelText(/^Tire model/), 'CrossClimate2');
    await userEvent.type(form.getByLabelText(/^Tire size/), '225/60R18');
    await userEvent.click(form.getByRole('button', { name: 'Send Suggestion' }));
    expect(await form.findByText('That size is already listed for this vehicle.')).toBeVisible();
    expect(form.getByLabelText(/^Tire size/)).toHaveFocus();
    expect(form.getByLabelText(/^Tire brand/)).toHaveValue('Michelin');
  });

  it('keeps a refusal of the whole suggestion by the button, with what was typed, until a later try goes through', async () => {
    const answers: ActionResult[] = [
      { ok: false, message: RATE_LIMITED_MESSAGE },
      { ok: true, message: 'Thank you! Your fitment suggestion was received and will be reviewed.' },
    ];
    // Every commit is looked at as it lands: the reason must never be on screen beside 'Sending...'.
    let screensWithBoth = 0;
    const look = () => {
      const sending = [...document.querySelectorAll('button')].some((button) => button.textContent === 'Sending...');
      if (sending && document.querySelector('[role="alert"]')) screensWithBoth += 1;
    };
    render(
      <Profiler id="suggest" onRender={look}>
        <SuggestFitment vehicle={vehicle} suggest={async () => answers.shift()!} />
      </Profiler>,
    );
    const form = within(screen.getByRole('region', { name: 'Suggest a fitment' }));
    await userEvent.click(form.getByRole('button', { name: 'Suggest a Tire' }));
    await userEvent.type(await form.findByLabelText(/^Tire brand/), 'Michelin');
    await userEvent.type(form.getByLabelText(/^Tire model/), 'CrossClimate2');
    await userEvent.type(form.getByLabelText(/^Tire size/), '225/60R18');
    await userEvent.click(form.getByRole('button', { name: 'Send Suggestion' }));
    expect(await form.findByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE);
    expect(form.getByRole('button', { name: 'Send Suggestion' })).toBeEnabled();
    expect(screensWithBoth).toBe(0);
    expect(form.getByLabelText(/^Tire model/)).toHaveValue('CrossClimate2');
    await userEvent.click(form.getByRole('button', { name: 'Send Suggestion' }));
    expect(await form.findByRole('status')).toHaveTextContent('will be reviewed');
    expect(form.queryByRole('alert')).toBeNull();
  });
});
