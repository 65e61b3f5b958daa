'use client';

import { Share2 as Share2Node } from 'lucide';
import { useState } from 'react';
import { ShareButtons } from '@/components/share/share-buttons';
import { Button } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const Share2 = lucideIcon(Share2Node);

/**
 * The device's share sheet where there is one; when it is missing or fails, the product description reveals Twitter,
 * Facebook and e-mail buttons instead.
 */
export function DeviceShareButton({ url, title, text }: { url: string; title: string; text?: string }) {
  const [fallback, setFallback] = useState(false);
  return (
    <div className="space-y-2">
      <Button
        onClick={async () => {
          if (!navigator.share) {
            setFallback(true);
            return;
          }
          try {
            await navigator.share({ url, title, text });
          } catch (error) {
            if ((error as Error).name !== 'AbortError') setFallback(true);
          }
        }}
      >
        <Share2 className="size-4" aria-hidden />
        Share Results
      </Button>
      {fallback && <ShareButtons url={url} title={title} networks={['twitter', 'facebook', 'email']} />}
    </div>
  );
}
