import { ImageResponse } from 'next/og';

const OG_SIZE = { width: 1200, height: 630 } as const;

interface OgStat {
  label: string;
  value: string;
}

/** The shared layout of the calculators' link previews: tool name, headline and up to four figures. */
export function ogCard({
  tool,
  headline,
  stats,
  footnote,
}: {
  tool: string;
  headline: string;
  stats: OgStat[];
  footnote?: string;
}) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 60,
        background: 'linear-gradient(135deg, #047857 0%, #0f172a 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 30, color: '#a7f3d0' }}>{tool}</div>
        <div style={{ fontSize: 52, marginTop: 16, lineHeight: 1.15 }}>{headline}</div>
      </div>
      <div style={{ display: 'flex', gap: 24 }}>
        {stats.slice(0, 4).map((stat) => (
          <div
            key={stat.label}
            style={{
              display: 'flex',
              flexDirection: 'column',
              flex: 1,
              padding: 24,
              borderRadius: 16,
              background: 'rgba(255,255,255,0.12)',
            }}
          >
            <div style={{ fontSize: 24, color: '#d1fae5' }}>{stat.label}</div>
            <div style={{ fontSize: 44, marginTop: 8 }}>{stat.value}</div>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 22, color: '#cbd5e1' }}>
        <div>{footnote ?? ''}</div>
        <div>{process.env.NEXT_PUBLIC_SITE_NAME ?? 'EV Repair Knowledge'}</div>
      </div>
    </div>,
    {
      ...OG_SIZE,
      headers: { 'cache-control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400' },
    },
  );
}
