'use client';

import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldClass, labelClass } from '@/components/ui/field';
import { addTag } from '@/lib/admin/video';

/** Tags are added with Enter or the plus button, only when non-empty and not already present. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Tags
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder="Add a tag and press Enter"
          className={`${fieldClass} mt-0`}
        />
        <button type="button" onClick={add} aria-label="Add tag" className="rounded-md px-3 ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-600 dark:hover:bg-slate-800">
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
              {tag}
              <button type="button" onClick={() => onChange(tags.filter((t) => t !== tag))} aria-label={`Remove tag ${tag}`} className="rounded-full hover:text-red-600">
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
