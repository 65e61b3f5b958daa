'use client';

import { AlertTriangle, CheckCircle2, ImageUp, Loader2, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_MESSAGES } from '@/lib/admin/logo';

interface CurrentLogo {
  url: string;
  contentType: string;
  size: number;
  updatedAt: string;
}

interface LogoManagerProps {
  current: CurrentLogo | null;
  upload: (form: FormData) => Promise<ActionResult>;
  remove: () => Promise<ActionResult>;
}

type UploadState = 'idle' | 'uploading' | 'complete';

const TYPE_NAMES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/svg+xml': 'SVG' };

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The drop library's own messages, one line per problem (the product description keeps them as they are). */
function rejectionMessages(rejections: FileRejection[]): string[] {
  return [...new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.message)))];
}

export function LogoManager({ current, upload, remove }: LogoManagerProps) {
  const router = useRouter();
  const [state, setState] = useState<UploadState>('idle');
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const showsLogo = current !== null && brokenUrl !== current.url;

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview.url);
  }, [preview]);

  const send = async (file: File) => {
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    setProblems([]);
    setState('uploading');
    const form = new FormData();
    form.set('file', file);
    try {
      const result = await upload(form);
      if (showResult(result, router)) {
        setState('complete');
        router.refresh();
        return;
      }
      setProblems([result.message]);
    } catch {
      toast.error(LOGO_MESSAGES.uploadFailed);
      setProblems([LOGO_MESSAGES.uploadFailed]);
    }
    setState('idle');
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: LOGO_ACCEPT as unknown as Record<string, string[]>,
    maxSize: LOGO_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: state === 'uploading',
    onDropAccepted: ([file]) => {
      if (file) void send(file);
    },
    onDropRejected: (rejections) => {
      const messages = rejectionMessages(rejections);
      setProblems(messages);
      setState('idle');
      for (const message of messages) toast.error(message);
    },
  });

  const removeLogo = async () => {
    setRemoving(true);
    try {
      if (showResult(await remove(), router)) {
        setConfirming(false);
        setPreview(null);
        setState('idle');
        router.refresh();
      }
    } catch {
      toast.error(LOGO_MESSAGES.removeFailed);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="current-logo" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <h2 id="current-logo" className="text-lg font-semibold">
          Current Logo
        </h2>
        {showsLogo ? (
          <div className="mt-4 space-y-3">
            <div className="flex min-h-32 items-center justify-center rounded-lg bg-slate-100 p-4 dark:bg-slate-800">
              {/* eslint-disable-next-line @next/next/no-img-element -- the stored file of unknown size, at its versioned URL */}
              <img
                key={current.url}
                src={current.url}
                alt="Current site logo"
                onError={() => setBrokenUrl(current.url)}
                className="max-h-32 w-auto max-w-full object-contain"
                data-testid="current-logo"
              />
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {TYPE_NAMES[current.contentType] ?? current.contentType}, {formatSize(current.size)}, uploaded{' '}
              <time dateTime={current.updatedAt}>{new Date(current.updatedAt).toLocaleString()}</time>
            </p>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden />
              Remove logo
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-900">
            <AlertTriangle className="size-5 shrink-0" aria-hidden />
            {LOGO_MESSAGES.missing}
          </p>
        )}
      </section>

      <section aria-labelledby="upload-logo" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <h2 id="upload-logo" className="text-lg font-semibold">
          Upload New Logo
        </h2>
        <div
          {...getRootProps({
            role: 'button',
            'aria-label': 'Logo file: drop a PNG, JPEG or SVG here, or press Enter to choose one',
            className: `mt-4 flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
              isDragActive ? 'border-brand-500 bg-brand-50 dark:bg-brand-950/30' : 'border-slate-300 hover:border-brand-400 dark:border-slate-600'
            } ${state === 'uploading' ? 'cursor-wait opacity-70' : ''}`,
          })}
        >
          {/* The zone itself is the keyboard control (Enter or Space opens the file dialog): one tab stop, not two. */}
          <input {...getInputProps({ 'aria-label': 'Logo file', tabIndex: -1 })} data-testid="logo-file-input" />
          {state === 'uploading' ? (
            <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden />
          ) : (
            <ImageUp className="size-8 text-slate-400" aria-hidden />
          )}
          <p className="font-medium">{isDragActive ? 'Drop the logo here' : 'Drag and drop a logo here, or click to choose a file'}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">PNG, JPEG or SVG, one file, up to 2 MB</p>
        </div>

        <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm">
          {state === 'uploading' && 'Uploading...'}
          {state === 'complete' && (
            <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400">
              <CheckCircle2 className="size-4" aria-hidden />
              Upload complete
            </span>
          )}
        </p>
        {problems.length > 0 && (
          <ul role="alert" className="mt-1 space-y-1 text-sm text-red-700 dark:text-red-300">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}

        {preview && (
          <figure className="mt-4">
            <div className="flex min-h-24 items-center justify-center rounded-lg bg-slate-100 p-4 dark:bg-slate-800">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL of the chosen file */}
              <img src={preview.url} alt="Preview of the chosen logo" className="max-h-24 w-auto max-w-full object-contain" />
            </div>
            <figcaption className="mt-1 text-xs text-slate-500">{preview.name}</figcaption>
          </figure>
        )}

        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          After uploading, your logo is available at{' '}
          <a href="/logo.png" target="_blank" rel="noopener" className="font-mono text-brand-700 underline dark:text-brand-400">
            /logo.png
          </a>{' '}
          and appears in the site header.
        </p>
      </section>

      <Modal open={confirming} onClose={() => setConfirming(false)} title="Remove Logo" size="lg">
        <p>The header will show the site name instead. You can upload a logo again at any time.</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={removing}>
            Cancel
          </Button>
          <Button variant="danger" onClick={removeLogo} disabled={removing}>
            {removing ? 'Removing...' : 'Remove'}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
