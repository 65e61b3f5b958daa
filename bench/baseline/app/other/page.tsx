export default function OtherPage() {
  return <p>The link&apos;s target, so the router has a page to prefetch.</p>;
}
