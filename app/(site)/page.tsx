import Link from 'next/link';
import { AdSlot } from '@/components/ads/ad-slot';
import { TOOL_LINKS } from '@/components/layout/nav-links';

export const revalidate = 3600;

const CATEGORY_CARDS = [
  { id: 'battery', name: 'Battery', text: 'Packs, cells, BMS, state of health and degradation.' },
  { id: 'charging', name: 'Charging', text: 'AC and DC charging, connectors, onboard chargers and EVSE faults.' },
  { id: 'diagnostics', name: 'Diagnostics', text: 'Scan tools, trouble codes, CAN bus and isolation testing.' },
  { id: 'maintenance', name: 'Maintenance', text: 'Tires, brakes, coolant, 12 V batteries and service schedules.' },
];

export default function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-slate-900 px-6 py-12 text-white sm:px-10">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">Electric vehicle repair, explained for the people who do it</h1>
        <p className="mt-4 max-w-2xl text-brand-50">
          A glossary of EV repair terms, practical articles, and calculators for range, battery health and tire
          pressure, built on published data.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {TOOL_LINKS.slice(0, 4).map((tool) => (
            <Link
              key={tool.href}
              href={tool.href}
              className="rounded-md bg-white/10 px-4 py-2 text-sm font-medium ring-1 ring-white/30 hover:bg-white/20"
            >
              {tool.label}
            </Link>
          ))}
        </div>
      </section>
      <AdSlot format="banner" />
      <section aria-labelledby="topics" className="mt-4">
        <h2 id="topics" className="text-xl font-semibold">
          Browse by topic
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORY_CARDS.map((category) => (
            <li key={category.id}>
              <Link
                href={`/category/${category.id}`}
                className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-500 hover:shadow dark:border-slate-800"
              >
                <span className="font-semibold">{category.name}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{category.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
