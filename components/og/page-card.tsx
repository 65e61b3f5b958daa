import { ImageResponse } from 'next/og';

export const PAGE_CARD_SIZE = { width: 1200, height: 630 } as const;

const SITE_NAME = process.env.NEXT_PUBLIC_SITE_NAME ?? 'EV Repair Knowledge';

/** Long titles are cut at a word so the card never overflows: link previews show the image, not the page. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export interface PageCard {
  /** What kind of page it is: 'Glossary', 'Repair article', 'Tire'. */
  kind: string;
  title: string;
  /** One or two lines under the title: a first sentence, a description. */
  text?: string;
  /** Short facts shown as chips: author, reading time, size, load/speed, 'EV-rated'. */
  facts?: string[];
}

/**
 * The link preview of a public page (1200×630 PNG): its kind, title, a line of text and a few facts. It is
 * drawn from the row the page shows and cached with it.
 */
export function pageCardImage({ kind, title, text, facts = [] }: PageCard): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: 'linear-gradient(135deg, #065f46 0%, #0f172a 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 30, color: '#a7f3d0', textTransform: 'uppercase', letterSpacing: 2 }}>
          {kind}
        </div>
        <div style={{ fontSize: title.length > 60 ? 52 : 64, marginTop: 20, lineHeight: 1.1 }}>
          {clip(title, 110)}
        </div>
        {text && (
          <div style={{ fontSize: 30, marginTop: 24, color: '#e2e8f0', lineHeight: 1.3 }}>
            {clip(text, 170)}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <div style={{ display: 'flex', gap: 16 }}>
          {facts.slice(0, 4).map((fact) => (
            <div
              key={fact}
              style={{
                display: 'flex',
                padding: '10px 22px',
                borderRadius: 999,
                background: 'rgba(255,255,255,0.14)',
                fontSize: 26,
              }}
            >
              {fact}
            </div>
          ))}
        </div>
        <div style={{ fontSize: 26, color: '#cbd5e1' }}>{SITE_NAME}</div>
      </div>
    </div>,
    PAGE_CARD_SIZE,
  );
}
