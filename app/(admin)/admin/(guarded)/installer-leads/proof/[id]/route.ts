import { fileTypeFromBuffer } from 'file-type/core';
import type { NextRequest } from 'next/server';
import { refuseUnlessAdmin } from '@/lib/admin-request';
import { readLeadProofKey } from '@/lib/db/admin-installer-leads';
import { storage } from '@/lib/storage';
import { UPLOADS } from '@/lib/installers/application';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * An application's certification proof, for the administrator only, always as a download: the type is
 * read again from the bytes (PDF, JPEG or PNG, as accepted at upload), never taken from the stored name,
 * and the browser is told not to guess, so no upload can ever run as a page of this site.
 */
export async function GET(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  const refused = await refuseUnlessAdmin(request);
  if (refused) return refused;
  const { id } = await context.params;
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return notFound();
  try {
    const proof = await readLeadProofKey(Number(id));
    if (!proof) return notFound();
    const object = await storage().get('private', proof.key);
    if (!object) return notFound();
    const detected = await fileTypeFromBuffer(object.body);
    const allowed = detected && (UPLOADS.certificationProof.mimeTypes as readonly string[]).includes(detected.mime);
    const type = allowed ? detected.mime : 'application/octet-stream';
    const name = `certification-proof-${id}.${allowed ? detected.ext : 'bin'}`;
    return new Response(new Uint8Array(object.body), {
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    console.error(`certification proof of application #${id} could not be read`, error);
    return new Response('Failed to load the document', { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
}
