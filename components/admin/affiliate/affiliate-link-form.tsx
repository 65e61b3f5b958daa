'use client';

import { ImageOff, Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Button, buttonVariants } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { AFFILIATE_MESSAGES, affiliateLinkSchema, type AffiliateLinkInput } from '@/lib/admin/affiliate';

type Save =
  | { mode: 'create'; action: (values: AffiliateLinkInput) => Promise<ActionResult<{ id: number }>> }
  | { mode: 'edit'; id: number; action: (values: AffiliateLinkInput & { id: number }) => Promise<ActionResult> };

interface AffiliateLinkFormProps {
  initial?: AffiliateLinkInput;
  save: Save;
  checkImage: (url: string) => Promise<ActionResult>;
}

type ImageState = { status: 'idle' } | { status: 'checking' } | { status: 'ok'; url: string } | { status: 'error'; message: string };

const EMPTY: AffiliateLinkInput = { title: '', description: '', affLink: '', imgUrl: '' };
const FIELDS: { name: keyof AffiliateLinkInput; label: string; type: 'text' | 'url' | 'textarea'; placeholder?: string }[] = [
  { name: 'title', label: 'Product Title', type: 'text' },
  { name: 'description', label: 'Description', type: 'textarea' },
  { name: 'affLink', label: 'Affiliate Link', type: 'url', placeholder: 'https://www.amazon.com/dp/...?tag=yourtag-20' },
  { name: 'imgUrl', label: 'Image URL', type: 'url', placeholder: 'https://...' },
];

export function AffiliateLinkForm({ initial, save, checkImage }: AffiliateLinkFormProps) {
  const router = useRouter();
  const [values, setValues] = useState<AffiliateLinkInput>(initial ?? EMPTY);
  const [image, setImage] = useState<ImageState>(initial?.imgUrl ? { status: 'ok', url: initial.imgUrl } : { status: 'idle' });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // Only the answer for the URL last typed counts: an earlier, slower check must not overwrite it.
  const lastChecked = useRef<string | null>(initial?.imgUrl ?? null);

  const set = (name: keyof AffiliateLinkInput, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const verifyImage = async () => {
    const url = values.imgUrl.trim();
    if (url === lastChecked.current) return;
    lastChecked.current = url;
    if (!url) {
      setImage({ status: 'idle' });
      return;
    }
    setImage({ status: 'checking' });
    let message: string | undefined;
    try {
      const result = await checkImage(url);
      if (lastChecked.current !== url) return;
      if (result.ok) {
        setImage({ status: 'ok', url });
        return;
      }
      if (result.reason) {
        showResult(result, router);
        return;
      }
      message = result.message;
    } catch {
      message = AFFILIATE_MESSAGES.imageCheckFailed;
    }
    if (lastChecked.current !== url) return;
    toast.error(message);
    setImage({ status: 'error', message });
  };

  const previewFailed = () => {
    toast.error(AFFILIATE_MESSAGES.previewFailed);
    setImage({ status: 'error', message: AFFILIATE_MESSAGES.previewFailed });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = affiliateLinkSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? AFFILIATE_MESSAGES.required;
      setError({ message, field: typeof issue?.path[0] === 'string' ? issue.path[0] : undefined });
      toast.error(message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const result = save.mode === 'create' ? await save.action(parsed.data) : await save.action({ ...parsed.data, id: save.id });
      if (showResult(result, router)) {
        router.push('/admin/affiliate');
        router.refresh();
        return;
      }
      setError({ message: result.message, field: result.ok ? undefined : result.field });
    } catch {
      toast.error(save.mode === 'create' ? AFFILIATE_MESSAGES.addFailed : AFFILIATE_MESSAGES.updateFailed);
    }
    setSaving(false);
  };

  const hints: Partial<Record<keyof AffiliateLinkInput, React.ReactNode>> = {
    affLink: (
      <>
        Include your affiliate tag in the link (for example <code>?tag=yourtag-20</code>). Amazon links without a tag get the
        site&apos;s configured tag when they are shown.
      </>
    ),
    // The image check's line has its space from the start: leaving the field by clicking Save must not move
    // the button between the press and the release, or the click would land on nothing.
    imgUrl: (
      <span className="block min-h-5 text-sm">
        {image.status === 'checking' && (
          <span role="status" className="inline-flex items-center gap-1">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Checking image...
          </span>
        )}
        {image.status === 'error' && (
          <span role="alert" className="text-red-700 dark:text-red-300">
            {image.message}
          </span>
        )}
      </span>
    ),
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 max-w-3xl space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      {FIELDS.map((field) => {
        const props = {
          id: `affiliate-${field.name}`,
          label: field.label,
          hint: hints[field.name],
          error: error?.field === field.name ? error.message : undefined,
          name: field.name,
          value: values[field.name],
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field.name, event.target.value),
          required: true,
        };
        return field.type === 'textarea' ? (
          <TextAreaField key={field.name} {...props} rows={3} />
        ) : (
          <TextField
            key={field.name}
            {...props}
            type={field.type}
            placeholder={field.placeholder}
            onBlur={field.name === 'imgUrl' ? verifyImage : undefined}
          />
        );
      })}

      <div>
        <p className="text-sm font-medium">Image preview</p>
        <div className="mt-1 flex h-40 w-full max-w-xs items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
          {image.status === 'ok' ? (
            // eslint-disable-next-line @next/next/no-img-element -- an outside image of any host and size
            <img key={image.url} src={image.url} alt="Product image preview" onError={previewFailed} className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageOff className="size-8 text-slate-400" aria-label="No preview" />
          )}
        </div>
      </div>

      {error && !error.field && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error.message}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Link href="/admin/affiliate" className={buttonVariants({ variant: 'secondary' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : save.mode === 'create' ? 'Save Affiliate Link' : 'Update Affiliate Link'}
        </Button>
      </div>
    </form>
  );
}
