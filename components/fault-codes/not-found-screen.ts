import type { StatusScreenProps } from '@/components/layout/status-screen';

/** A code the site does not list, with a way to search for it (docs/product/fault-codes.md § Code page). */
/** `reason`: why five characters typed as a code are not one (lib/fault-codes/format.ts). */
export function faultCodeNotFound(typed?: string, reason?: string): StatusScreenProps {
  const search = typed ? `/fault-codes?q=${encodeURIComponent(typed.slice(0, 20))}` : '/fault-codes';
  return {
    code: '404',
    title: 'Fault Code Not Found',
    message: reason
      ? `${typed} is not a fault code. ${reason} A fault code is a letter (P, B, C or U), a digit from 0 to 3 and three hexadecimal digits, such as P0AA6.`
      : 'This site lists the generic hybrid and EV codes of SAE J2012. A code a maker defines for itself, or a code that is not written as a letter and four digits, is not among them.',
    links: [
      { href: search, label: 'Search the fault codes' },
      { href: '/search', label: 'Search the site' },
    ],
  };
}
