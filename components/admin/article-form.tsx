'use client';

import { clsx } from 'clsx';
import { FileUp, ImagePlus, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import type { ArticleActions } from '@/components/admin/action-props';
import { primaryButton, secondaryButton } from '@/components/admin/styles';
import { fieldClass, labelClass, TextAreaField, TextField } from '@/components/ui/field';
import { TagInput } from '@/components/admin/tag-input';
import { countWords, readingTimeMinutes } from '@/lib/content/reading-time';
import type { AdminArticle } from '@/lib/db/types';
import {
  ARTICLE_MESSAGES,
  articleSchema,
  FEATURED_IMAGE_MAX_BYTES,
  FEATURED_IMAGE_TYPES,
  IMPORT_FILE_TYPES,
  IMPORT_MAX_BYTES,
  SEO_DESCRIPTION_COUNTER,
} from '@/lib/admin/article';

const rejectionMessages = (rejections: FileRejection[]) =>
  [...new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.message)))].forEach((message) => toast.error(message));

interface ArticleFormProps {
  article?: AdminArticle;
  actions: Pick<ArticleActions, 'save' | 'preview' | 'importFile'>;
  onSaved: () => void;
}

export function ArticleForm({ article, actions, onSaved }: ArticleFormProps) {
  const router = useRouter();
  const [title, setTitle] = useState(article?.title ?? '');
  const [content, setContent] = useState(article?.content ?? '');
  const [excerpt, setExcerpt] = useState(article?.excerpt ?? '');
  const [author, setAuthor] = useState(article?.author ?? '');
  const [tags, setTags] = useState<string[]>(article?.tags ?? []);
  const [seoTitle, setSeoTitle] = useState(article?.seoTitle ?? '');
  const [seoDescription, setSeoDescription] = useState(article?.seoDescription ?? '');
  const [pinned, setPinned] = useState(article?.pinned ?? false);
  const [image, setImage] = useState<{ id: number; url: string } | null>(article?.featuredImage ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [preview, setPreview] = useState<{ html: string } | { loading: true } | null>(null);
  const [saving, setSaving] = useState<'draft' | 'published' | null>(null);
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);

  const imageDrop = useDropzone({
    accept: FEATURED_IMAGE_TYPES as unknown as Record<string, string[]>,
    maxFiles: 1,
    multiple: false,
    maxSize: FEATURED_IMAGE_MAX_BYTES,
    onDropAccepted: ([accepted]) => setFile(accepted ?? null),
    onDropRejected: rejectionMessages,
  });

  const importDrop = useDropzone({
    accept: IMPORT_FILE_TYPES as unknown as Record<string, string[]>,
    maxFiles: 1,
    multiple: false,
    maxSize: IMPORT_MAX_BYTES,
    onDropRejected: rejectionMessages,
    onDropAccepted: async ([accepted]) => {
      if (!accepted) return;
      try {
        const result = await actions.importFile(await accepted.text());
        if (!result.ok || !result.data) {
          showResult(result, router);
          return;
        }
        const imported = result.data.article;
        setContent(imported.content);
        if (imported.title) setTitle(imported.title);
        if (imported.excerpt) setExcerpt(imported.excerpt);
        if (imported.author) setAuthor(imported.author);
        if (imported.tags) setTags(imported.tags);
        if (imported.seoTitle) setSeoTitle(imported.seoTitle);
        if (imported.seoDescription) setSeoDescription(imported.seoDescription);
        setTab('edit');
        toast.success(result.message);
      } catch {
        toast.error('Failed to read the file');
      }
    },
  });

  const showPreview = async () => {
    setTab('preview');
    setPreview({ loading: true });
    try {
      const result = await actions.preview(content);
      if (result.ok && result.data) setPreview({ html: result.data.html });
      else {
        setPreview(null);
        showResult(result, router);
      }
    } catch {
      setPreview(null);
      toast.error('Failed to render the preview');
    }
  };

  const save = async (status: 'draft' | 'published') => {
    const values = { id: article?.id, title, content, excerpt, author, tags, seoTitle, seoDescription, pinned, status, featuredImageId: image?.id ?? null };
    const parsed = articleSchema.safeParse(values);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? ARTICLE_MESSAGES.saveFailed);
      return;
    }
    setSaving(status);
    try {
      let featuredImageId = values.featuredImageId;
      if (file) {
        const body = new FormData();
        body.set('file', file);
        body.set('title', title);
        const response = await fetch('/api/admin/featured-image', { method: 'POST', body });
        const uploaded = (await response.json().catch(() => ({}))) as { id?: number; url?: string; message?: string };
        if (!response.ok || !uploaded.id || !uploaded.url) {
          toast.error(uploaded.message ?? ARTICLE_MESSAGES.saveFailed);
          return;
        }
        featuredImageId = uploaded.id;
        setImage({ id: uploaded.id, url: uploaded.url });
        setFile(null);
      }
      if (showResult(await actions.save({ ...values, featuredImageId }), router)) onSaved();
    } catch {
      toast.error(ARTICLE_MESSAGES.saveFailed);
    } finally {
      setSaving(null);
    }
  };

  const words = countWords(content);
  const shownImage = fileUrl ?? image?.url ?? null;

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="space-y-4">
      <TextField id="article-title" label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <div>
        <div className="flex items-center justify-between gap-2">
          <span className={labelClass} id="article-content-label">
            Content
          </span>
          <div role="tablist" aria-label="Content view" className="inline-flex rounded-md ring-1 ring-slate-300 dark:ring-slate-600">
            <button type="button" role="tab" aria-selected={tab === 'edit'} onClick={() => setTab('edit')} className={clsx('px-3 py-1 text-sm', tab === 'edit' && 'bg-slate-200 dark:bg-slate-700')}>
              Edit
            </button>
            <button type="button" role="tab" aria-selected={tab === 'preview'} onClick={showPreview} className={clsx('px-3 py-1 text-sm', tab === 'preview' && 'bg-slate-200 dark:bg-slate-700')}>
              Preview
            </button>
          </div>
        </div>
        <div className="mt-1 grid gap-3 md:grid-cols-[1fr_12rem]">
          {tab === 'edit' ? (
            <textarea
              id="article-content"
              aria-labelledby="article-content-label"
              rows={14}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              className={`${fieldClass} mt-0 font-mono text-sm`}
            />
          ) : (
            <div data-testid="article-preview" className="prose prose-slate max-h-96 min-h-40 max-w-none overflow-y-auto rounded-md p-3 ring-1 ring-slate-300 dark:prose-invert dark:ring-slate-600">
              {preview && 'html' in preview ? <div dangerouslySetInnerHTML={{ __html: preview.html }} /> : <p className="text-slate-500">Rendering preview...</p>}
            </div>
          )}
          <div
            {...importDrop.getRootProps({
              className: clsx(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed p-3 text-center text-sm text-slate-600 dark:text-slate-400',
                importDrop.isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 dark:border-slate-600',
              ),
            })}
          >
            <input {...importDrop.getInputProps()} aria-label="Import a Markdown or text file" />
            <FileUp className="size-6" aria-hidden />
            Import a .md or .txt file (front matter supported)
          </div>
        </div>
        <p className="mt-1 text-xs text-slate-500" aria-live="polite">
          {words} words · {readingTimeMinutes(content)} min read
        </p>
      </div>
      <TextAreaField id="article-excerpt" label="Excerpt" rows={3} value={excerpt} onChange={(event) => setExcerpt(event.target.value)} />
      <TextField id="article-author" label="Author" value={author} onChange={(event) => setAuthor(event.target.value)} />
      <div>
        <span className={labelClass}>Featured Image</span>
        {shownImage ? (
          <div className="relative mt-1 inline-block">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL or an uploaded file of any size */}
            <img src={shownImage} alt="Featured image preview" className="max-h-48 rounded-md" />
            <button
              type="button"
              onClick={() => {
                setFile(null);
                setImage(null);
              }}
              aria-label="Remove featured image"
              className="absolute right-2 top-2 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:text-red-600"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : (
          <div
            {...imageDrop.getRootProps({
              className: clsx(
                'mt-1 flex cursor-pointer flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center text-sm text-slate-600 dark:text-slate-400',
                imageDrop.isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 dark:border-slate-600',
              ),
            })}
          >
            <input {...imageDrop.getInputProps()} aria-label="Featured image file" />
            <ImagePlus className="size-6" aria-hidden />
            Drop a PNG, JPG or GIF here, or click to choose (up to 5 MB)
          </div>
        )}
      </div>
      <TagInput tags={tags} onChange={setTags} />
      <TextField id="article-seo-title" label="SEO Title" value={seoTitle} onChange={(event) => setSeoTitle(event.target.value)} placeholder="Defaults to the title" />
      <TextAreaField
        id="article-seo-description"
        label="SEO Description"
        hint={
          <span className={clsx(seoDescription.length > SEO_DESCRIPTION_COUNTER && 'text-amber-700')}>
            {seoDescription.length}/{SEO_DESCRIPTION_COUNTER}
          </span>
        }
        rows={2}
        value={seoDescription}
        onChange={(event) => setSeoDescription(event.target.value)}
        placeholder="Defaults to the excerpt"
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={pinned} onChange={(event) => setPinned(event.target.checked)} className="size-4" />
        Pin this article to the homepage
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" disabled={saving !== null} onClick={() => save('draft')} className={secondaryButton}>
          {saving === 'draft' ? 'Saving...' : 'Save as Draft'}
        </button>
        <button type="button" disabled={saving !== null} onClick={() => save('published')} className={primaryButton}>
          {saving === 'published' ? 'Publishing...' : 'Publish'}
        </button>
      </div>
    </form>
  );
}
