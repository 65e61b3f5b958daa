import { clsx } from 'clsx';

interface TireIllustrationProps {
  /** The size moulded on the sidewall, e.g. 235/45R18. */
  size: string;
  /** Load index and speed rating as the sidewall shows them, e.g. 95W. */
  service: string;
  className?: string;
  /** Unique within the page: the sidewall text runs along a path referenced by id. */
  id: string;
}

const TREAD_BLOCKS = 40;
/** The middle of the blocks, which span radius 87 to 96. */
const TREAD_RADIUS = 91.5;

/**
 * A drawn, deliberately generic tire (no maker, no tread pattern of a real product), shown until the
 * operator uploads a photo: tread blocks round the crown, a sidewall carrying the tire's own size and
 * load/speed text, and a plain five-spoke wheel.
 */
export function TireIllustration({ size, service, className, id }: TireIllustrationProps) {
  const upper = `${id}-upper`;
  const lower = `${id}-lower`;
  return (
    <svg viewBox="0 0 200 200" className={clsx('block', className)} aria-hidden focusable="false">
      <circle cx="100" cy="100" r="97" fill="#111827" />
      {/* The tread blocks round the crown: one dashed ring rather than an element per block, since a server-drawn
          picture travels twice (in the HTML and in the page's payload). */}
      <circle
        cx="100"
        cy="100"
        r={TREAD_RADIUS}
        fill="none"
        stroke="#374151"
        strokeWidth="9"
        strokeDasharray={`8 ${((2 * Math.PI * TREAD_RADIUS) / TREAD_BLOCKS - 8).toFixed(2)}`}
      />
      <circle cx="100" cy="100" r="84" fill="#1f2937" />
      <circle cx="100" cy="100" r="82" fill="none" stroke="#4b5563" strokeWidth="0.75" />
      <circle cx="100" cy="100" r="56" fill="none" stroke="#4b5563" strokeWidth="0.75" />
      <path id={upper} d="M 32 100 A 68 68 0 0 1 168 100" fill="none" />
      <path id={lower} d="M 36 100 A 64 64 0 0 0 164 100" fill="none" />
      <text
        fill="#d1d5db"
        fontSize="13"
        fontWeight="700"
        letterSpacing="1"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        <textPath href={`#${upper}`} startOffset="50%">
          {size}
        </textPath>
      </text>
      <text
        fill="#9ca3af"
        fontSize="10"
        letterSpacing="1.5"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        <textPath href={`#${lower}`} startOffset="50%">
          {service ? `${service} · RADIAL TUBELESS` : 'RADIAL TUBELESS'}
        </textPath>
      </text>
      <circle cx="100" cy="100" r="52" fill="#94a3b8" />
      <circle cx="100" cy="100" r="47" fill="#cbd5e1" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <path
          key={angle}
          d="M 94 88 L 92 56 Q 100 53 108 56 L 106 88 Z"
          fill="#64748b"
          transform={`rotate(${angle} 100 100)`}
        />
      ))}
      <circle cx="100" cy="100" r="15" fill="#94a3b8" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle
          key={angle}
          cx="100"
          cy="92"
          r="2"
          fill="#475569"
          transform={`rotate(${angle + 36} 100 100)`}
        />
      ))}
      <circle cx="100" cy="100" r="4" fill="#475569" />
    </svg>
  );
}
