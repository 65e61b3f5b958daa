'use client';

import Form from 'next/form';

/**
 * A GET form to /installers (filters live in the URL and work without JavaScript). With JavaScript,
 * next/form navigates on the client, and a changed select or checkbox applies at once; the search box
 * applies on Enter or with the button.
 */
export function FilterForm({
  children,
  className,
  label,
}: {
  children: React.ReactNode;
  className?: string;
  label: string;
}) {
  return (
    <Form
      action="/installers"
      // /installers without a query is a static page: a prefetched copy of it would be reused for every
      // filter, so each submission asks the server, which answers the filtered list (proxy rewrite).
      prefetch={false}
      scroll={false}
      aria-label={label}
      className={className}
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (
          target instanceof HTMLSelectElement ||
          (target instanceof HTMLInputElement && target.type === 'checkbox')
        ) {
          event.currentTarget.requestSubmit();
        }
      }}
    >
      {children}
    </Form>
  );
}
