import { TryAgainButton } from '@/components/home/try-again-button';
import { StatusScreen } from '@/components/layout/status-screen';

/** The home page's load failure: the spec's 'Connection Error' screen with the message and 'Try Again'. */
export function ConnectionError({ message, reload }: { message: string; reload: (path: string) => Promise<unknown> }) {
  return (
    <StatusScreen title="Connection Error" message={message} alert>
      <TryAgainButton path="/" reload={reload} />
    </StatusScreen>
  );
}
