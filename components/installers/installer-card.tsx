import { Globe as GlobeNode, Mail as MailNode, Phone as PhoneNode, Star as StarNode } from 'lucide';
import { getImageProps } from 'next/image';
import type { Installer } from '@/lib/db/types';
import { lucideIcon } from '@/components/ui/icon';

const Globe = lucideIcon(GlobeNode);
const Mail = lucideIcon(MailNode);
const Phone = lucideIcon(PhoneNode);
const Star = lucideIcon(StarNode);

/** The product description shows at most 3 states on a card, then '+N more'. */
const CARD_STATE_LIMIT = 3;

const SERVICE_TYPES = new Set(['Residential', 'Commercial']);

/**
 * The uploaded logo as next/image would draw it, worked out here on the server: a plain <img> needs none of
 * next/image's browser code (about 5 KB gzip on the directory's first load).
 */
function Logo({ src, alt }: { src: string; alt: string }) {
  const { props } = getImageProps({ src, alt, width: 48, height: 48, unoptimized: true, className: 'size-12 rounded-lg object-contain' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client
  return <img {...props} alt={alt} />;
}

export function InstallerCard({ installer }: { installer: Installer }) {
  const shownStates = installer.states.slice(0, CARD_STATE_LIMIT);
  const moreStates = installer.states.length - shownStates.length;
  return (
    <article
      data-installer-card
      aria-labelledby={`installer-${installer.id}-name`}
      className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {installer.isFeatured && (
        <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
          <Star className="size-3" aria-hidden />
          Featured
        </span>
      )}
      <div className="flex items-center gap-3 pr-20">
        {installer.logoUrl ? (
          <Logo src={installer.logoUrl} alt={`${installer.businessName} logo`} />
        ) : (
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-xl font-bold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
          >
            {installer.businessName.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <h3 id={`installer-${installer.id}-name`} className="text-lg font-semibold">
          {installer.businessName}
        </h3>
      </div>
      {installer.serviceAreaDescription && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{installer.serviceAreaDescription}</p>
      )}
      {shownStates.length > 0 && (
        <p className="mt-3 text-sm">
          <span className="sr-only">States served: </span>
          {shownStates.join(', ')}
          {moreStates > 0 && <span className="text-slate-500"> +{moreStates} more</span>}
        </p>
      )}
      {installer.certificationTags.length > 0 && (
        <ul aria-label="Certifications and services" className="mt-3 flex flex-wrap gap-1.5">
          {installer.certificationTags.map((tag) => (
            <li
              key={tag}
              className={
                SERVICE_TYPES.has(tag)
                  ? 'rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-800 dark:bg-sky-900/40 dark:text-sky-200'
                  : 'rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700 dark:bg-brand-700/20 dark:text-brand-100'
              }
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
      <ul className="mt-auto space-y-1 pt-4 text-sm">
        {installer.phoneNumber && (
          <li>
            <a
              href={`tel:${installer.phoneNumber.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-2 hover:underline"
            >
              <Phone className="size-4" aria-hidden />
              {installer.phoneNumber}
            </a>
          </li>
        )}
        {installer.email && (
          <li>
            <a
              href={`mailto:${installer.email}`}
              className="inline-flex items-center gap-2 break-all hover:underline"
            >
              <Mail className="size-4" aria-hidden />
              {installer.email}
            </a>
          </li>
        )}
        {installer.websiteUrl && /^https?:\/\//i.test(installer.websiteUrl) && (
          <li>
            <a
              href={installer.websiteUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-2 hover:underline"
            >
              <Globe className="size-4" aria-hidden />
              Visit website
              <span className="sr-only"> of {installer.businessName} (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
    </article>
  );
}
