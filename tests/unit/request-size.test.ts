/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { ACTION_BODY_LIMIT_BYTES, ACTION_BODY_TOO_LARGE, declaresOversizedBody } from '@/lib/uploads/request-size';
import { UPLOADS } from '@/lib/installers/application';

const MB = 1024 * 1024;

describe('the server actions body limit', () => {
  it('is the limit next.config.mjs gives Next, so the proxy answers exactly the bodies Next would fail', () => {
    const configured = /bodySizeLimit:\s*'(\d+)mb'/.exec(readFileSync('next.config.mjs', 'utf8'))?.[1];
    expect(Number(configured) * MB).toBe(ACTION_BODY_LIMIT_BYTES);
  });

  it('holds the largest application the form allows: both files at their limit and the text fields', () => {
    expect(UPLOADS.logo.maxBytes + UPLOADS.certificationProof.maxBytes + 64 * 1024).toBeLessThan(ACTION_BODY_LIMIT_BYTES);
  });

  it('is read from the declared length, and says "too large" with the limit in the hints\' form', () => {
    const headers = (length?: string) => new Headers(length === undefined ? {} : { 'content-length': length });
    expect(declaresOversizedBody(headers(String(9 * MB)))).toBe(true);
    expect(declaresOversizedBody(headers(String(ACTION_BODY_LIMIT_BYTES + 1)))).toBe(true);
    expect(declaresOversizedBody(headers(String(ACTION_BODY_LIMIT_BYTES)))).toBe(false);
    expect(declaresOversizedBody(headers())).toBe(false);
    expect(declaresOversizedBody(headers('nonsense'))).toBe(false);
    expect(ACTION_BODY_TOO_LARGE).toBe('The upload is too large: up to 8MB can be sent at once');
  });
});
