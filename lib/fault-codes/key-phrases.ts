/**
 * The key phrases that tie fault codes to the site's content (docs/product/fault-codes.md § Related content). Each
 * names a part or a fault the way SAE's code titles name it (`codes`) and the ways the glossary, articles, guides and
 * videos write about it (`content`). A code's title picks its phrases; the content matching them through the site
 * search's full-text index is its related content. A content title naming a phrase makes its subject that family of
 * codes. Pure: the readers, their tests and the bench use the same list.
 */
import type { FaultSystem } from '@/lib/fault-codes/code';

export interface KeyPhrase {
  /** How code titles name it: matched in a code's title, and through the codes' full-text index. */
  codes: string;
  /** How content names it: matched through the content's full-text index, and in a content title. */
  content: readonly string[];
}

/** Most specific first: a title naming "precharge contactor" takes both phrases, precharge weighing most. */
export const KEY_PHRASES: readonly KeyPhrase[] = [
  { codes: 'isolation', content: ['isolation', 'insulation resistance'] },
  { codes: 'interlock', content: ['interlock', 'hvil'] },
  { codes: 'precharge', content: ['precharge', 'pre-charge'] },
  { codes: 'contactor', content: ['contactor'] },
  { codes: 'service disconnect', content: ['service disconnect'] },
  { codes: 'inverter', content: ['inverter'] },
  { codes: 'dc/dc converter', content: ['dc/dc converter', 'dc-dc converter'] },
  { codes: 'coolant pump', content: ['coolant pump'] },
  { codes: 'coolant heater', content: ['coolant heater', 'ptc heater'] },
  { codes: 'a/c compressor', content: ['a/c compressor', 'electric compressor'] },
  { codes: 'battery energy control module', content: ['battery energy control module', 'battery management system'] },
  { codes: 'deterioration', content: ['state of health', 'capacity fade', 'battery degradation'] },
  { codes: 'state of charge', content: ['state of charge'] },
  { codes: 'cell balancing', content: ['cell balancing', 'cell imbalance'] },
  { codes: 'battery pack', content: ['battery pack'] },
  { codes: 'battery charger', content: ['onboard charger', 'on-board charger', 'battery charger'] },
  { codes: 'charging system', content: ['charging system'] },
  { codes: 'charge port', content: ['charge port', 'charge inlet'] },
  { codes: 'control pilot', content: ['control pilot'] },
  { codes: 'proximity detection', content: ['proximity pilot', 'proximity detection'] },
  { codes: 'current sensor', content: ['current sensor'] },
  { codes: 'position sensor', content: ['resolver', 'rotor position sensor'] },
  { codes: 'drive motor', content: ['drive motor', 'traction motor'] },
  { codes: 'lost communication', content: ['can bus', 'lost communication'] },
];

/** What content about a system says, for a code whose title names none of the key phrases. */
export const SYSTEM_PHRASES: Readonly<Record<FaultSystem, readonly string[]>> = {
  battery: ['high-voltage battery'],
  isolation: ['isolation', 'contactor'],
  motors: ['drive motor', 'inverter'],
  charging: ['onboard charger', 'charging'],
  'dc-dc': ['dc-dc converter'],
  cooling: ['coolant', 'thermal management'],
  communication: ['can bus'],
  other: ['hybrid'],
};

/** Lower case, every run of other characters one space: "DC/DC" and "DC-DC" read the same. */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/** Whether `text` names `phrase` as whole words, a plural too ("Isolation Faults", "Main Contactors"). */
function names(text: string, phrase: string): boolean {
  return new RegExp(` ${words(phrase).trim()}s? `).test(words(text));
}

/**
 * The content phrases to look for about a code: its title's key phrases, or its system's when it names none. `main`
 * are the most specific phrase's ("battery energy control module" rather than "lost communication" for U0111).
 */
export function contentPhrasesOf(title: string, system: FaultSystem): { main: string[]; all: string[] } {
  const found = KEY_PHRASES.filter((phrase) => names(title, phrase.codes));
  if (found.length === 0) return { main: [...SYSTEM_PHRASES[system]], all: [...SYSTEM_PHRASES[system]] };
  return { main: [...found[0]!.content], all: found.flatMap((phrase) => phrase.content) };
}

/** The code phrases a content title makes its subject ("Diagnosing Isolation Faults…" → isolation). */
export function codePhrasesOf(contentTitle: string): string[] {
  return KEY_PHRASES.filter((phrase) => phrase.content.some((said) => names(contentTitle, said))).map((phrase) => phrase.codes);
}
