import Link from 'next/link';

export default function BaselinePage() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>
        A heading, a paragraph and one link: the least a server-rendered App Router page sends, with the
        framework&apos;s router and React DOM hydrating it.
      </p>
      <Link href="/other">Another page</Link>
    </main>
  );
}
