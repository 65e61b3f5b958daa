import { reloadPublicPage } from '@/app/(site)/actions';
import { LoadError } from '@/components/content/load-error';
import { TryAgainButton } from '@/components/home/try-again-button';

/**
 * A static list page's load error: its 'Try Again' drops the page's cached copy before refreshing, since
 * the error screen may be what the cache holds and a plain reload would serve it again.
 */
export function ListLoadError({ path, message, toastMessage }: { path: string; message: string; toastMessage?: string }) {
  return <LoadError message={message} toastMessage={toastMessage} retry={<TryAgainButton path={path} reload={reloadPublicPage} />} />;
}
