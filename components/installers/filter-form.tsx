'use client';

/**
 * A GET form to /installers (filters live in the URL and work without JavaScript); with JavaScript a
 * changed select or checkbox applies at once, the search box on Enter or with the button. Each filter is
 * a full page load of the filtered URL, as without JavaScript: /installers without a query is a static
 * page, and Next's client router reused that static page for filtered URLs (next/form and router.push
 * alike), while a document request is rewritten by the proxy to the per-request filtered route.
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
        window.location.assign(search ? `/installers?${search}` : '/installers');
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
