import type { ToasterProps } from 'sonner';

/** Below the fixed 64 px header, so a toast never covers its Subscribe button. */
export const TOASTER_PROPS: ToasterProps = {
  position: 'top-right',
  offset: { top: 80, right: 16 },
  mobileOffset: { top: 72 },
  richColors: true,
  closeButton: true,
};
