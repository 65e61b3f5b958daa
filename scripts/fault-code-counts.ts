/**
 * Prints what the fault-code selection rule keeps from the dataset's files (the figures of the decision record on
 * EV fault codes):  npx tsx scripts/fault-code-counts.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EV_TITLE_PHRASES, isGeneric, isHybridBlock, parseDtcLines, selectCodes, SYSTEMS } from '../lib/fault-codes/code';

const dir = path.join(process.cwd(), 'supabase', 'seed', 'reference', 'dtc');
const lines = parseDtcLines(['p-codes.txt', 'u-codes.txt'].map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n'));
const kept = selectCodes(lines);
const others = kept.filter((code) => !isHybridBlock(code.code));
const byPrefix = new Map<string, number>();
for (const code of others) byPrefix.set(code.code.slice(0, 3), (byPrefix.get(code.code.slice(0, 3)) ?? 0) + 1);
const maker = lines.filter((line) => !isGeneric(line.code));

console.log(`codes in the files: ${lines.length} (after range markers and repeats)`);
console.log(`manufacturer-controlled lines left out: ${maker.length} (${[...new Set(maker.map((line) => line.code.slice(0, 2)))].join(', ')})`);
console.log(`kept: ${kept.length}`);
console.log(`  P0A00-P0DFF: ${kept.length - others.length}`);
console.log(`  other generic codes by the title rule: ${others.length}`);
console.log(`    by prefix: ${[...byPrefix].map(([prefix, n]) => `${prefix}xx ${n}`).join(', ')}`);
for (const phrase of EV_TITLE_PHRASES) {
  console.log(`    ${phrase.source}: ${others.filter((code) => phrase.test(code.title)).length}`);
}
for (const system of SYSTEMS) {
  const codes = kept.filter((code) => code.system === system.slug);
  console.log(`${system.slug}: ${codes.length} codes, ${codes.filter((code) => code.highVoltage).length} high-voltage`);
}
console.log(`families: ${new Set(kept.map((code) => code.family)).size}`);
