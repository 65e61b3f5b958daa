'use client';

import { useRef } from 'react';

/** A GET form that applies itself when a field changes; its submit button stays for script-less use. */
export function AutoSubmitForm({ children, ...props }: React.ComponentProps<'form'>) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form {...props} ref={ref} onChange={() => ref.current?.requestSubmit()}>
      {children}
    </form>
  );
}
