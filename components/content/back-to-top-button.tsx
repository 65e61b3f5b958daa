'use client';

import { useEffect, useState } from 'react';

/** The site's threshold: the button appears once the page is scrolled more than 500 px. */
const BACK_TO_TOP_THRESHOLD_PX = 500;

/** The button itself; BackToTop gives it its icon, drawn on the server. */
export function BackToTopButton({ icon }: { icon: React.ReactNode }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      }}
      aria-label="Back to top"
      className="no-print fixed right-4 bottom-20 z-30 rounded-full bg-brand-600 p-3 text-white shadow-lg hover:bg-brand-700"
    >
      {icon}
    </button>
  );
}
