import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon for iOS, which takes only PNG: the favicon's bolt on the brand green. */
export default function AppleIcon() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#047857',
        }}
      >
        <svg width="120" height="120" viewBox="0 0 64 64">
          <path
            d="M36.5 8 15 37h14l-3 19 23-30H34.5z"
            fill="#fff"
            stroke="#fff"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    ),
    size,
  );
}
