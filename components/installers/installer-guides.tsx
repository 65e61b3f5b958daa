import { BookOpen as BookOpenNode } from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

const BookOpen = lucideIcon(BookOpenNode);

/** Topics the directory's guides will cover; their text is not written yet, and the page says so. */
const PLANNED_GUIDES = [
  {
    title: 'How to Choose an EV Charger Installer',
    summary: 'Licences, certifications and insurance to check before you hire.',
  },
  {
    title: 'Questions to Ask Before Installation',
    summary: 'Panel capacity, permits, charger placement and warranty terms.',
  },
  {
    title: 'Understanding Your Installation Quote',
    summary: 'Labour, materials, permit fees and panel upgrades, line by line.',
  },
];

export function InstallerGuides() {
  return (
    <section aria-labelledby="installer-guides" className="mt-12">
      <h2 id="installer-guides" className="text-xl font-semibold">
        Installer Guides
      </h2>
      <p
        role="note"
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      >
        Content development notice: these guides are being written by our team and are not published yet.
        Until then, the installation resources linked on this page cover costs, permits and home and
        commercial installs.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {PLANNED_GUIDES.map((guide) => (
          <li
            key={guide.title}
            className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400"
          >
            <BookOpen className="size-5" aria-hidden />
            <h3 className="mt-2 font-semibold text-slate-900 dark:text-slate-100">{guide.title}</h3>
            <p className="mt-1 text-sm">{guide.summary}</p>
            <span className="mt-3 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
              Guide in development
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
