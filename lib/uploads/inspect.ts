import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type/core';
import { UPLOADS, type UploadField } from '@/lib/installers/application';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@/lib/admin/logo';

export type InspectedUpload =
  { ok: true; body: Buffer; mime: string; ext: string } | { ok: false; message: string };

/** The smallest interface of a web File that the checks need, so tests and actions share one path. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What an upload field accepts. */
interface UploadRules {
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
 * The site logo: PNG or JPEG by their magic numbers; SVG, which has none, by parsing it. An SVG comes back
 * sanitized (its body is what may be stored), anything else (GIF, WebP, HTML, a script named .svg) is refused.
 */
export async function inspectLogo(file: UploadedFile): Promise<InspectedUpload> {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const body = Buffer.from(await file.arrayBuffer());
  if (body.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  if (body.length === 0) return { ok: false, message: LOGO_MESSAGES.wrongType };
  const detected = await fileTypeFromBuffer(body);
  if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') {
    return { ok: true, body, mime: detected.mime, ext: detected.ext };
  }
  // An SVG may start with an XML declaration, which file-type reports as XML; any other detected type is not one.
  if (detected && detected.mime !== 'application/xml') return { ok: false, message: LOGO_MESSAGES.wrongType };
  const { mayBeSvg, sanitizeSvg } = await import('@/lib/uploads/svg');
  const svg = mayBeSvg(body) ? sanitizeSvg(body.toString('utf8')) : undefined;
  if (!svg) return { ok: false, message: LOGO_MESSAGES.wrongType };
  return { ok: true, body: Buffer.from(svg, 'utf8'), mime: 'image/svg+xml', ext: 'svg' };
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
