'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { useFieldProblems } from '@/components/admin/field-problems';
import { EMPTY_SOURCE, SourceFields, type SourceValues } from '@/components/admin/tires/source-fields';
import { TireImage } from '@/components/tires/tire-image';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import type { SourceOption } from '@/lib/db/types';
import type { AdminTire } from '@/lib/db/types';
import { ROLLING_RESISTANCE_LABELS, WET_GRIP_GRADES } from '@/lib/tires/reference';
import { SPEED_RATINGS } from '@/lib/validations/admin-table';
import { parseTireForm, TIRE_MESSAGES, type TireFormInput } from '@/lib/validations/admin-tire';
import { TIRE_IMAGE_UPLOAD } from '@/lib/validations/admin-tire-images';

export type SaveTireAction = (input: TireFormInput) => Promise<ActionResult<{ id: number }>>;
export type UploadTireImageAction = (form: FormData) => Promise<ActionResult<{ imageUrl: string }>>;

interface TireFormProps {
  tire?: AdminTire;
  sources: SourceOption[];
  imageSourceConfigured: boolean;
  save: SaveTireAction;
  upload: UploadTireImageAction;
  onDone: () => void;
  onCancel: () => void;
}

const REQUIRED = new Set(['brand', 'model', 'size', 'loadIndex', 'speedRating']);

interface Fields {
  brand: string;
  model: string;
  size: string;
  loadIndex: string;
  speedRating: string;
  rollingResistance: string;
  wetGrip: string;
  noiseLevelDb: string;
  isEvRated: boolean;
  imageUrl: string;
  oemCertifications: string;
}

function initial(tire?: AdminTire): Fields {
  return {
    brand: tire?.brand ?? '',
    model: tire?.model ?? '',
    size: tire?.size ?? '',
    loadIndex: tire ? String(tire.loadIndex) : '',
    speedRating: tire?.speedRating ?? '',
    rollingResistance: tire?.rollingResistance ?? '',
    wetGrip: tire?.wetGrip ?? '',
    noiseLevelDb: tire?.noiseLevelDb == null ? '' : String(tire.noiseLevelDb),
    isEvRated: tire?.isEvRated ?? false,
    imageUrl: tire?.imageUrl ?? '',
    oemCertifications: tire?.oemCertifications.join(', ') ?? '',
  };
}

/** Add or edit a tire (the spec's max-4xl form), with an optional photo upload after saving. */
export function TireForm({ tire, sources, imageSourceConfigured, save, upload, onDone, onCancel }: TireFormProps) {
  const router = useRouter();
  const [fields, setFields] = useState<Fields>(() => initial(tire));
  const [source, setSource] = useState<SourceValues>({ ...EMPTY_SOURCE, sourceId: tire?.sourceId ?? '' });
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const { id, formRef, problem, setProblem, show, errorFor, control, label } = useFieldProblems(REQUIRED);

  const set = (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.type === 'checkbox' ? (event.target as HTMLInputElement).checked : event.target.value;
    setFields((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input: TireFormInput = { ...fields, ...source, ...(tire ? { id: tire.id } : {}) };
    const parsed = parseTireForm(input);
    if (!parsed.ok) return show(parsed.field, parsed.message);
    if (file && file.size > TIRE_IMAGE_UPLOAD.maxBytes) return show('file', TIRE_IMAGE_UPLOAD.sizeMessage);
    setProblem(null);
    setSaving(true);
    try {
      const result = await save(input);
      if (!result.ok) {
        if (result.field) setProblem({ field: result.field, message: result.message });
        showResult(result, router);
        return;
      }
      showResult(result, router);
      if (file && result.data) {
        const form = new FormData();
        form.set('id', String(result.data.id));
        form.set('file', file);
        showResult(await upload(form), router);
      }
      onDone();
    } catch {
      toast.error(tire ? TIRE_MESSAGES.updateFailed : TIRE_MESSAGES.addFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-busy={saving}>
      <p className="text-sm text-slate-600 dark:text-slate-400">Fields marked * are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('brand', 'Brand', true)}
          <input {...control('brand')} value={fields.brand} onChange={set('brand')} autoComplete="off" />
          {errorFor('brand')}
        </div>
        <div>
          {label('model', 'Model', true)}
          <input {...control('model')} value={fields.model} onChange={set('model')} autoComplete="off" />
          {errorFor('model')}
        </div>
        <div>
          {label('size', 'Size', true)}
          <input {...control('size')} value={fields.size} onChange={set('size')} placeholder="235/45R18" autoComplete="off" />
          {errorFor('size')}
        </div>
        <div>
          {label('loadIndex', 'Load Index', true)}
          <input {...control('loadIndex')} inputMode="numeric" value={fields.loadIndex} onChange={set('loadIndex')} placeholder="98" />
          {errorFor('loadIndex')}
        </div>
        <div>
          {label('speedRating', 'Speed Rating', true)}
          <select {...control('speedRating')} value={fields.speedRating} onChange={set('speedRating')}>
            <option value="">Select a speed rating</option>
            {SPEED_RATINGS.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {errorFor('speedRating')}
        </div>
        <div>
          {label('rollingResistance', 'Rolling Resistance')}
          <select {...control('rollingResistance')} value={fields.rollingResistance} onChange={set('rollingResistance')}>
            <option value="">Not rated</option>
            {Object.entries(ROLLING_RESISTANCE_LABELS).map(([grade, text]) => (
              <option key={grade} value={grade}>
                {grade} ({text})
              </option>
            ))}
          </select>
          {errorFor('rollingResistance')}
        </div>
        <div>
          {label('wetGrip', 'Wet Grip')}
          <select {...control('wetGrip')} value={fields.wetGrip} onChange={set('wetGrip')}>
            <option value="">Not rated</option>
            {WET_GRIP_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
          {errorFor('wetGrip')}
        </div>
        <div>
          {label('noiseLevelDb', 'Noise Level (dB)')}
          <input {...control('noiseLevelDb')} inputMode="numeric" value={fields.noiseLevelDb} onChange={set('noiseLevelDb')} placeholder="Not rated" />
          {errorFor('noiseLevelDb')}
        </div>
        <div className="flex items-end">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={fields.isEvRated} onChange={set('isEvRated')} className="size-4 rounded border-slate-300" />
            EV Rated
          </label>
        </div>
        <div className="sm:col-span-2">
          {label('oemCertifications', 'OEM Certifications (comma separated)')}
          <input {...control('oemCertifications')} value={fields.oemCertifications} onChange={set('oemCertifications')} placeholder="T0, MO, *" autoComplete="off" />
        </div>
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-sm font-medium">Image</legend>
        <div className="flex flex-col gap-4 sm:flex-row">
          <TireImage key={fields.imageUrl} src={fields.imageUrl || null} alt={`${fields.brand} ${fields.model}`.trim() || 'Tire'} className="size-24 shrink-0" />
          <div className="flex-1 space-y-3">
            <div>
              {label('imageUrl', 'Image URL')}
              <input {...control('imageUrl')} type="url" value={fields.imageUrl} onChange={set('imageUrl')} placeholder="https://" />
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {imageSourceConfigured
                  ? 'Optional. Leave blank and an image is looked up automatically after saving.'
                  : 'Optional. No image source is configured, so a blank image stays blank: paste an address or upload a photo.'}
              </p>
              {errorFor('imageUrl')}
            </div>
            <div>
              {label('file', 'Upload a photo instead')}
              <input
                {...control('file')}
                type="file"
                accept={TIRE_IMAGE_UPLOAD.accept}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 dark:file:bg-slate-800"
              />
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{TIRE_IMAGE_UPLOAD.hint}; it replaces the image URL.</p>
              {errorFor('file')}
            </div>
          </div>
        </div>
      </fieldset>
      <SourceFields idPrefix={`${id}-tire`} sources={sources} values={source} onChange={setSource} problem={problem} />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : tire ? 'Update Tire' : 'Add Tire'}
        </Button>
      </div>
      <p className="sr-only" role="status">
        {saving ? 'Saving...' : ''}
      </p>
    </form>
  );
}
