import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type/core';
import { UPLOADS, type UploadField } from '@/lib/validations/installer-application';

export type InspectedUpload =
  { ok: true; body: Buffer; mime: string; ext: string } | { ok: false; message: string };

/** The smallest interface of a web File that the checks need, so tests and actions share one path. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What an upload field accepts. */
export interface UploadRules {
  readonly maxBytes: number;
  readonly mimeTypes: readonly string[];
  readonly typeMessage: string;
  readonly sizeMessage: string;
}

/**
 * Checks an upload against its field's rules. The size comes first so that an oversized file is never read
 * into memory; the type comes from the file's leading bytes (its magic number), never from its name or the
 * type the browser declared, so a script renamed to .png is refused.
 */
export async function inspectUpload(field: UploadField, file: UploadedFile): Promise<InspectedUpload> {
  return inspectFile(UPLOADS[field], file);
}

/** inspectUpload for rules that are not one of the installer form's fields (a tire photo, for instance). */
export async function inspectFile(rules: UploadRules, file: UploadedFile): Promise<InspectedUpload> {
  if (file.size > rules.maxBytes) return { ok: false, message: rules.sizeMessage };
  const body = Buffer.from(await file.arrayBuffer());
  // The declared size can disagree with the bytes received; the bytes decide.
  if (body.length > rules.maxBytes) return { ok: false, message: rules.sizeMessage };
  const detected = body.length > 0 ? await fileTypeFromBuffer(body) : undefined;
  if (!detected || !rules.mimeTypes.includes(detected.mime)) {
    return { ok: false, message: rules.typeMessage };
  }
  return { ok: true, body, mime: detected.mime, ext: detected.ext };
}

/**
 * A file input left blank posts an empty File (whose name depends on the browser and on how the request is
 * decoded): an empty file is "no file", which is what its owner would expect from an empty document too.
 */
export function isProvided(value: FormDataEntryValue | null | undefined): value is File {
  return typeof value === 'object' && value !== null && value.size > 0;
}

/** An unguessable object name: the upload time keeps folders sortable, the UUID makes the name private. */
export function randomObjectKey(folder: string, ext: string): string {
  return `${folder}/${Date.now()}-${randomUUID()}.${ext}`;
}
