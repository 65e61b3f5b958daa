import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BareErrorScreen } from '@/components/layout/bare-error-screen';

describe('the screen for a failure outside every section', () => {
  it('announces the product description’s message, logs the error and offers a fresh load or the home page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('site layout failed');
    render(<BareErrorScreen error={error} />);

    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(error);

    const retry = screen.getByRole('button', { name: 'Try Again' });
    retry.focus();
    expect(retry).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveFocus();
    logged.mockRestore();
  });
});
