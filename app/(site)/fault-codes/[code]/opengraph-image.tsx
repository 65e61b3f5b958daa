import { PAGE_CARD_SIZE, pageCardImage } from '@/components/og/page-card';
import { getFaultCode } from '@/lib/db/fault-codes';
import { normalizeCode, systemName } from '@/lib/fault-codes/code';

export const size = PAGE_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'EV fault code';

export default async function Image({ params }: { params: Promise<{ code: string }> }) {
  const code = normalizeCode((await params).code);
  const found = code ? await getFaultCode(code) : undefined;
  if (!found) return pageCardImage({ kind: 'EV fault code', title: 'Fault code not found' });
  return pageCardImage({
    kind: 'EV fault code',
    title: `${found.code}: ${found.title}`,
    text: systemName(found.system),
    facts: [found.highVoltage ? 'High-voltage system' : undefined, 'SAE J2012'].filter((fact): fact is string => fact !== undefined),
  });
}
