'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showResult } from '@/components/admin/action-feedback';
import { TableForm, type FormField, type SaveAction } from '@/components/admin/table/table-form';
import { TireImage } from '@/components/tires/tire-image';
import { TextField } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import type { AdminTire, SourceOption } from '@/lib/db/types';
import { ROLLING_RESISTANCE_LABELS, WET_GRIP_GRADES } from '@/lib/tires/reference';
import { SPEED_RATINGS } from '@/lib/admin/table';
import { parseTireForm, TIRE_MESSAGES, type TireFormInput } from '@/lib/admin/tire';
import { TIRE_IMAGE_UPLOAD } from '@/lib/admin/tire-images';

export type SaveTireAction = SaveAction<TireFormInput>;
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

type Fields = Record<
  'brand' | 'model' | 'size' | 'loadIndex' | 'speedRating' | 'rollingResistance' | 'wetGrip' | 'noiseLevelDb' | 'imageUrl' | 'oemCertifications',
  string
> & { isEvRated: boolean };

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

const CONTROLS: FormField<Fields>[] = [
  { field: 'brand', label: 'Brand', kind: 'text', required: true },
  { field: 'model', label: 'Model', kind: 'text', required: true },
  { field: 'size', label: 'Size', kind: 'text', required: true, placeholder: '235/45R18' },
  { field: 'loadIndex', label: 'Load Index', kind: 'number', required: true, placeholder: '98' },
  {
    field: 'speedRating',
    label: 'Speed Rating',
    kind: 'select',
    required: true,
    empty: 'Select a speed rating',
    options: SPEED_RATINGS.map((code) => ({ value: code, label: code })),
  },
  {
    field: 'rollingResistance',
    label: 'Rolling Resistance',
    kind: 'select',
    empty: 'Not rated',
    options: Object.entries(ROLLING_RESISTANCE_LABELS).map(([grade, text]) => ({ value: grade, label: `${grade} (${text})` })),
  },
  { field: 'wetGrip', label: 'Wet Grip', kind: 'select', empty: 'Not rated', options: WET_GRIP_GRADES.map((grade) => ({ value: grade, label: grade })) },
  { field: 'noiseLevelDb', label: 'Noise Level (dB)', kind: 'number', placeholder: 'Not rated' },
  { field: 'isEvRated', label: 'EV Rated', kind: 'checkbox' },
  { field: 'oemCertifications', label: 'OEM Certifications (comma separated)', kind: 'text', wide: true, placeholder: 'T0, MO, *' },
];

/** Add or edit a tire, with its image: an address, or a photo uploaded once the tire is saved. */
export function TireForm({ tire, sources, imageSourceConfigured, save, upload, onDone, onCancel }: TireFormProps) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);

  const uploadPhoto = async (id: number) => {
    if (!file) return;
    const form = new FormData();
    form.set('id', String(id));
    form.set('file', file);
    showResult(await upload(form), router);
  };

  return (
    <TableForm
      singular="Tire"
      id={tire?.id}
      initial={initial(tire)}
      sourceId={tire?.sourceId ?? ''}
      sources={sources}
      controls={CONTROLS}
      parse={parseTireForm}
      save={save}
      failed={{ add: TIRE_MESSAGES.addFailed, update: TIRE_MESSAGES.updateFailed }}
      check={() => (file && file.size > TIRE_IMAGE_UPLOAD.maxBytes ? { field: 'file', message: TIRE_IMAGE_UPLOAD.sizeMessage } : null)}
      afterSave={uploadPhoto}
      onDone={onDone}
      onCancel={onCancel}
      section={({ fields, setField, problems: { field } }) => (
        <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-medium">Image</legend>
          <div className="flex flex-col gap-4 sm:flex-row">
            <TireImage key={fields.imageUrl} src={fields.imageUrl || null} alt={`${fields.brand} ${fields.model}`.trim() || 'Tire'} className="size-24 shrink-0" />
            <div className="flex-1 space-y-3">
              <TextField
                {...field('imageUrl')}
                label="Image URL"
                hint={
                  imageSourceConfigured
                    ? 'Optional. Leave blank and an image is looked up automatically after saving.'
                    : 'Optional. No image source is configured, so a blank image stays blank: paste an address or upload a photo.'
                }
                type="url"
                value={fields.imageUrl}
                onChange={(event) => setField('imageUrl', event.target.value)}
                placeholder="https://"
              />
              <TextField
                {...field('file')}
                label="Upload a photo instead"
                hint={`${TIRE_IMAGE_UPLOAD.hint}; it replaces the image URL.`}
                type="file"
                accept={TIRE_IMAGE_UPLOAD.accept}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
          </div>
        </fieldset>
      )}
    />
  );
}
