import { readCodeFormat, type CodeFormat } from '@/lib/fault-codes/format';
import type { KitCode } from '@/lib/field-kit/types';
import { listFold, matchList } from '@/lib/field-kit/list-match';

/** Most codes one answer lists, as online (lib/db/fault-codes.ts). */
export const KIT_CODE_LIMIT = 50;

export type KitCodeAnswer =
  | { kind: 'open'; code: string }
  | { kind: 'format'; format: Extract<CodeFormat, { kind: 'code' } | { kind: 'not-a-code' }> }
  | { kind: 'codes'; codes: KitCode[]; more: boolean };

/**
 * The code search with the kit's codes (docs/product/fault-codes.md § Search): a listed code opens, a code the site
 * does not list is answered by its format (a maker's code, a generic code of another system), the start of a code
 * lists the codes it starts, and words are looked for in the codes and titles, with close matches for a misspelling.
 * Online the words go through the site search's engine; offline through the list search's rules (lib/field-kit/list-match.ts).
 */
export function searchKitCodes(codes: readonly KitCode[], query: string): KitCodeAnswer {
  const q = query.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 100);
  if (!q) return { kind: 'codes', codes: [], more: false };
  const format = readCodeFormat(q);
  if (format.kind === 'code') {
    return codes.some((code) => code.code === format.code) ? { kind: 'open', code: format.code } : { kind: 'format', format };
  }
  if (format.kind === 'not-a-code') return { kind: 'format', format };
  const found =
    format.kind === 'prefix'
      ? codes.filter((code) => code.code.startsWith(format.prefix))
      : matchList(
          codes.map((code) => ({ id: code.code, search: listFold(`${code.code}\u001f${code.title}`) })),
          q,
        ).ids.flatMap((id) => codes.find((code) => code.code === id) ?? []);
  return { kind: 'codes', codes: found.slice(0, KIT_CODE_LIMIT), more: found.length > KIT_CODE_LIMIT };
}
