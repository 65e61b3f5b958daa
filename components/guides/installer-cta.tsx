import { Link } from '@/components/ui/site-link';
import { buttonVariants } from '@/components/ui/button';

export function InstallerCta() {
  return (
    <section aria-labelledby="installer-cta" className="rounded-xl bg-brand-50 p-4 dark:bg-brand-800/20">
      <h2 id="installer-cta" className="font-semibold">
        Ready to install?
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Find a licensed installer who serves your state, or list your business.</p>
      <div className="mt-3 flex flex-col gap-2">
        <Link href="/installers" className={buttonVariants()}>
          Find an Installer
        </Link>
        <Link
          href="/installers/join"
          className="rounded-md border border-brand-600 px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-white dark:text-brand-500 dark:hover:bg-slate-900"
        >
          Join as an Installer
        </Link>
      </div>
    </section>
  );
}
