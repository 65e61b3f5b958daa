import { reloadPublicPage } from '@/components/home/reload-action';
import { TryAgainButton } from '@/components/home/try-again-button';

/** The home page's load failure: the spec's 'Connection Error' screen with the message and 'Try Again'. */
export function ConnectionError({ message }: { message: string }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Connection Error</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      <TryAgainButton path="/" reload={reloadPublicPage} className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700" />
    </section>
  );
}
