import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterDialog } from '@/components/newsletter/newsletter-dialog';
import type { ActionResult } from '@/lib/actions/result';
import { RATE_LIMITED_MESSAGE } from '@/lib/errors';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/signup';

/** The dialog open, with its subscribe action answering each call with the next of `answers` (an Error is thrown). */
function openDialog(answers: (ActionResult | Error)[]) {
  const sent: string[] = [];
  const subscribe = async ({ email }: { email: string }) => {
    sent.push(email);
    const answer = answers.shift()!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  render(<NewsletterDialog open onClose={() => {}} subscribe={subscribe} />);
  return { sent, dialog: within(screen.getByRole('dialog', { name: 'Subscribe to our newsletter' })) };
}

describe('NewsletterDialog', () => {
  it('keeps a refusal in the dialog, with the address as typed, until a later try goes through', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, dialog } = openDialog([
      new Error('the network dropped'),
      { ok: false, message: RATE_LIMITED_MESSAGE },
      { ok: true, message: NEWSLETTER_MESSAGES.success },
    ]);
    await user.type(dialog.getByLabelText('Email address'), 'ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.failure);
    expect(dialog.getByLabelText('Email address')).toHaveValue('ada@example.com');

    // Each refusal can show a moment before the button leaves 'Subscribing...': a visitor tries again once it has.
    await user.click(await dialog.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE));

    await user.click(await dialog.findByRole('button', { name: 'Subscribe' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.success);
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(sent).toEqual(['ada@example.com', 'ada@example.com', 'ada@example.com']);
  });
});
