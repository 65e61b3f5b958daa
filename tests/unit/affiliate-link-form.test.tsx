import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AffiliateLinkForm } from '@/components/admin/affiliate/affiliate-link-form';
import type { ActionResult } from '@/lib/actions/result';

const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh, replace: jest.fn() }) }));

const values = {
  title: 'Tire pressure gauge',
  description: 'Check cold pressures.',
  affLink: 'https://shop.example.com/gauge',
  imgUrl: 'https://img.example.com/gauge.jpg',
};

function setup(checkImage: (url: string) => Promise<ActionResult>, initial?: typeof values) {
  const save = jest.fn(async (): Promise<ActionResult<{ id: number }>> => ({ ok: true, message: 'Affiliate link added successfully', data: { id: 1 } }));
  const update = jest.fn(async (): Promise<ActionResult> => ({ ok: true, message: 'Affiliate link updated successfully' }));
  render(
    initial ? (
      <AffiliateLinkForm initial={initial} save={{ mode: 'edit', id: 7, action: update }} checkImage={checkImage} />
    ) : (
      <AffiliateLinkForm save={{ mode: 'create', action: save }} checkImage={checkImage} />
    ),
  );
  return { save, update, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  push.mockReset();
  refresh.mockReset();
});

describe('affiliate link form', () => {
  it('refuses to save until all four fields are filled, with the site’s message', async () => {
    const { save, user } = setup(jest.fn());
    await user.type(screen.getByLabelText('Product Title'), 'Gauge');
    await user.click(screen.getByRole('button', { name: 'Save Affiliate Link' }));
    expect(await screen.findByText('All fields are required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('checks the image on leaving the field, shows the preview, and saves then returns to the list', async () => {
    const checkImage = jest.fn(async (): Promise<ActionResult> => ({ ok: true, message: 'Image found' }));
    const { save, user } = setup(checkImage);
    for (const [label, value] of [
      ['Product Title', values.title],
      ['Description', values.description],
      ['Affiliate Link', values.affLink],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await user.click(screen.getByLabelText('Image URL'));
    await user.paste(values.imgUrl);
    expect(screen.queryByRole('img', { name: 'Product image preview' })).not.toBeInTheDocument();
    await user.tab();
    expect(checkImage).toHaveBeenCalledWith(values.imgUrl);
    expect(await screen.findByRole('img', { name: 'Product image preview' })).toHaveAttribute('src', values.imgUrl);

    await user.click(screen.getByRole('button', { name: 'Save Affiliate Link' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/affiliate'));
    expect(save).toHaveBeenCalledWith(values);
  });

  it('shows the server check message and clears the preview when the image is not usable', async () => {
    const checkImage = jest.fn(async (): Promise<ActionResult> => ({ ok: false, message: 'URL does not point to an image', field: 'imgUrl' }));
    const { user } = setup(checkImage, values);
    expect(screen.getByRole('img', { name: 'Product image preview' })).toBeInTheDocument();
    const image = screen.getByLabelText('Image URL');
    await user.clear(image);
    await user.paste('https://img.example.com/page.html');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('URL does not point to an image');
    expect(screen.queryByRole('img', { name: 'Product image preview' })).not.toBeInTheDocument();
  });

  it('reports a preview that fails to load', async () => {
    setup(jest.fn(), values);
    act(() => {
      fireEvent.error(screen.getByRole('img', { name: 'Product image preview' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load image preview');
  });

  it('edits with the id and the Update button', async () => {
    const { update, user } = setup(jest.fn(), values);
    expect(screen.getByLabelText('Product Title')).toHaveValue(values.title);
    await user.clear(screen.getByLabelText('Product Title'));
    await user.paste('Digital gauge');
    await user.click(screen.getByRole('button', { name: 'Update Affiliate Link' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ ...values, title: 'Digital gauge', id: 7 }));
  });
});
