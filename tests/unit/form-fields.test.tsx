import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/admin/login-form';
import { VehicleForm } from '@/components/admin/vehicles/vehicle-form';
import type { ActionResult } from '@/lib/actions/result';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { NEW_SOURCE } from '@/lib/admin/table';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn() }) }));

describe('form fields', () => {
  it('says what is wrong beside the sign-in field, marks it invalid, and keeps what was typed', async () => {
    const signIn = jest.fn(async () => ({ ok: false as const, message: AUTH_MESSAGES.invalidPassword, field: 'password' as const }));
    const user = userEvent.setup({ delay: null });
    render(<LoginForm signIn={signIn} />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');

    await user.type(email, 'not an address');
    await user.type(password, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.invalidEmail);
    expect(email).toHaveValue('not an address');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(signIn).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidPassword)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.invalidPassword);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('names a required field without its asterisk, and puts a new source’s problem under the field, focused', async () => {
    const save = jest.fn(async (): Promise<ActionResult<{ id: number }>> => ({ ok: true, message: 'Vehicle added successfully', data: { id: 1 } }));
    const user = userEvent.setup({ delay: null });
    render(<VehicleForm sources={[]} save={save} onDone={jest.fn()} onCancel={jest.fn()} />);

    // The asterisk is for the eye; the accessible name is the label alone.
    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveAttribute('aria-required', 'true');
    await user.type(screen.getByLabelText(/^Make/), 'Kia');
    await user.type(screen.getByLabelText(/^Model/), 'EV6');
    await user.type(screen.getByLabelText(/^Trim/), 'Wind');
    await user.type(screen.getByLabelText(/^OEM Tire Size/), '235/55R19');
    await user.selectOptions(screen.getByLabelText('Source'), NEW_SOURCE);
    await user.type(screen.getByLabelText('Source address'), 'https://www.kia.com/us/en/ev6/specs');
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));

    const name = screen.getByLabelText('Source name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the new source a name and the address of the page');
    expect(screen.getByLabelText('Source address')).toHaveValue('https://www.kia.com/us/en/ev6/specs');
    expect(save).not.toHaveBeenCalled();
  });
});
