import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsubscribeForm } from '@/components/newsletter/unsubscribe-form';
import type { ActionResult } from '@/lib/actions/result';
import { UNSUBSCRIBE_MESSAGES } from '@/lib/newsletter/unsubscribe-messages';

// The page passes its server action in; here functions stand in for the round trip. The action itself is tested
// against the database in tests/integration/operator-newsletter.test.ts.
describe('UnsubscribeForm', () => {
  it('says a refusal with the button back, never beside "Unsubscribing...", and a later try goes through', async () => {
    const answers: (ActionResult | Error)[] = [
      new Error('offline'),
      { ok: true, message: 'You are unsubscribed.' },
    ];
    const unsubscribe = async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    };
    let screensWithBoth = 0;
    const look = () => {
      const busy = screen.queryByRole('button', { name: 'Unsubscribing...' });
      if (busy && document.body.textContent?.includes(UNSUBSCRIBE_MESSAGES.failure)) screensWithBoth += 1;
    };
    render(
      <Profiler id="unsubscribe" onRender={look}>
        <UnsubscribeForm token="t" unsubscribe={unsubscribe} />
      </Profiler>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNSUBSCRIBE_MESSAGES.failure)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(screensWithBoth).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
  });
});
