'use client';

import { useRouter } from 'next/navigation';

/**
 * A GET form to /installers (filters live in the URL and work without JavaScript). With JavaScript it
 * navigates on the client, and a changed select or checkbox applies at once; the search box applies on
 * Enter or with the button. The navigation is a router.push of the filtered URL rather than next/form:
 * /installers without a query is a static page, and next/form's prefetched copy of it was reused for
 * every filter; a pushed URL with its query is fetched as such (the proxy rewrites it to the filtered route).
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
  const router = useRouter();
  return (
    <form
      action="/installers"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value.trim()) params.append(name, value.trim());
        }
        const search = params.toString();
        router.push(search ? `/installers?${search}` : '/installers', { scroll: false });
      }}
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
    </form>
  );
}
