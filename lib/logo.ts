import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { TAGS } from '@/lib/db/tags';
import { storage, type StoredObject } from '@/lib/storage';
import { inspectLogo, type UploadedFile } from '@/lib/uploads/inspect';
import { LOGO_TYPES } from '@/lib/admin/logo';

/** The site's single stored file: logo.png in the public bucket, whatever image type it holds. */
const LOGO_BUCKET = 'public';
const LOGO_KEY = 'logo.png';
/** The site's cache control for the stored logo, in seconds. */
export const LOGO_CACHE_SECONDS = 3600;

interface LogoStatus {
  /** Where the header and the admin screen load it; the query changes with every upload. */
  url: string;
  contentType: string;
  size: number;
  updatedAt: string;
}

/**
 * The stored logo's details, read fresh. The version is the file's own modification time, so a new
 * upload gives a new URL everywhere while an unchanged logo keeps a URL that browsers may cache.
 */
export async function readLogoStatus(): Promise<LogoStatus | null> {
  const info = await storage().stat(LOGO_BUCKET, LOGO_KEY);
  if (!info) return null;
  return {
    url: `/${LOGO_KEY}?v=${info.updatedAt.getTime().toString(36)}`,
    contentType: info.contentType,
    size: info.size,
    updatedAt: info.updatedAt.toISOString(),
  };
}

const cachedLogo = cachedReader(readLogoStatus, ['site-logo'], [TAGS.logo]);

/**
 * The header's logo, cached under the logo tag (the upload action expires it). A storage failure shows the
 * site name instead of breaking every page: the logo is decoration, and the failure is not cached.
 */
export async function getLogo(): Promise<{ url: string } | null> {
  try {
    const logo = await cachedLogo();
    return logo ? { url: logo.url } : null;
  } catch (error) {
    console.error('logo check failed', error);
    return null;
  }
}

type LogoSaveResult = { ok: true; contentType: string } | { ok: false; message: string };

/**
 * Replaces the logo: the type is decided from the bytes (PNG, JPEG, or an SVG that is stored only after
 * sanitizing), the size is at most 2 MB, and the file is written over the old one with the site's cache control.
 */
export async function saveLogo(file: UploadedFile): Promise<LogoSaveResult> {
  const inspected = await inspectLogo(file);
  if (!inspected.ok) return inspected;
  await storage().put(LOGO_BUCKET, LOGO_KEY, inspected.body, {
    contentType: inspected.mime,
    upsert: true,
    cacheControl: LOGO_CACHE_SECONDS,
  });
  return { ok: true, contentType: inspected.mime };
}

/** Takes the logo down; the header shows the site name again. */
export async function removeLogo(): Promise<void> {
  await storage().remove(LOGO_BUCKET, [LOGO_KEY]);
}

/**
 * The stored logo for /logo.png, or undefined when there is none or it is not one of the logo types (a file
 * put there by other means is not served as whatever its name or recorded type claims).
 */
export async function readLogoFile(): Promise<StoredObject | undefined> {
  const object = await storage().get(LOGO_BUCKET, LOGO_KEY);
  if (!object || !(LOGO_TYPES as readonly string[]).includes(object.contentType)) return undefined;
  return object;
}
