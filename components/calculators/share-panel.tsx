'use client';

import { CopyLinkButton } from '@/components/share/copy-link-button';
import { DeviceShareButton } from '@/components/share/device-share-button';

/** Copy link and the device share sheet (with X, Facebook and e-mail when there is none). */
export function SharePanel({ url, title, text }: { url: string; title: string; text: string }) {
  return (
    <section aria-label="Share these results" className="flex flex-wrap items-start gap-3">
      <CopyLinkButton url={url} />
      <DeviceShareButton url={url} title={title} text={text} />
    </section>
  );
}
