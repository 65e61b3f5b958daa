'use client';

import { ExternalLink, MousePointerClick, Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { SearchBox } from '@/components/admin/list-summary';
import { showResult } from '@/components/admin/action-feedback';
import { ProductImage } from '@/components/products/product-image';
import { Button, buttonVariants } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import { AFFILIATE_MESSAGES, truncateLink } from '@/lib/admin/affiliate';

interface AffiliateLinkCardData {
  id: number;
  title: string;
  description: string;
  affLink: string;
  imgUrl: string;
  clicks: number;
}

interface AffiliateLinkListProps {
  links: AffiliateLinkCardData[];
  remove: (id: number) => Promise<ActionResult>;
}

const clicksLabel = (clicks: number) => `${clicks.toLocaleString('en-US')} ${clicks === 1 ? 'click' : 'clicks'}`;

export function AffiliateLinkList({ links, remove }: AffiliateLinkListProps) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<AffiliateLinkCardData | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return links;
    return links.filter((link) => [link.title, link.description, link.affLink].some((text) => text.toLowerCase().includes(q)));
  }, [links, query]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      if (showResult(await remove(deleting.id), router)) {
        setDeleting(null);
        router.refresh();
      }
    } catch {
      toast.error(AFFILIATE_MESSAGES.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 space-y-4">
      <SearchBox plural="affiliate links" value={query} onChange={setQuery} className="max-w-xl" />

      {shown.length === 0 ? (
        <div className="rounded-xl bg-white p-10 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <p className="text-slate-600 dark:text-slate-400">No affiliate links found</p>
          {links.length === 0 && (
            <Link href="/admin/affiliate/new" className={`${buttonVariants()} mt-4`}>
              <Plus className="size-4" aria-hidden />
              Add Your First Affiliate Link
            </Link>
          )}
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
          {shown.map((link) => (
            <li
              key={link.id}
              data-testid="affiliate-card"
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
            >
              <ProductImage src={link.imgUrl} alt={link.title} className="aspect-video w-full bg-slate-100 object-contain dark:bg-slate-800" />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold">{link.title}</h2>
                  <div className="flex shrink-0 gap-1">
                    <Link
                      href={`/admin/affiliate/edit/${link.id}`}
                      aria-label={`Edit ${link.title}`}
                      title="Edit"
                      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${link.title}`}
                      title="Delete"
                      className="text-red-600"
                      onClick={() => setDeleting(link)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">{link.description}</p>
                <a
                  href={link.affLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={link.affLink}
                  className="inline-flex items-center gap-1 break-all text-sm text-brand-700 underline dark:text-brand-400"
                >
                  {truncateLink(link.affLink)}
                  <ExternalLink className="size-3 shrink-0" aria-hidden />
                </a>
                <p className="mt-auto inline-flex items-center gap-1 pt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="affiliate-clicks">
                  <MousePointerClick className="size-4" aria-hidden />
                  {clicksLabel(link.clicks)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title="Delete Affiliate Link" size="lg">
        <p>Are you sure you want to delete this affiliate link? This action cannot be undone.</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
