'use client';

import { useRouter } from 'next/navigation';

/**
 * A GET form to /installers (filters live in the URL and work without JavaScript); with JavaScript a
 * changed select or checkbox applies at once, the search box on Enter or with the button, and the page
 * (which reads its query on the server) is fetched for the filtered URL without a full reload.
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
        router.push(search ? `/installers?${search}` : '/installers');
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
