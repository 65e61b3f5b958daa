import 'server-only';
import { createHash } from 'node:crypto';
import { renderMarkdown } from '@/lib/content/markdown';
import { renderGlossaryExplanation } from '@/lib/content/sanitize-html';
import { getPublishedArticle, listPublishedArticles } from '@/lib/db/articles';
import { cachedReader } from '@/lib/db/cached-reader';
import { listKitCodes, listKitFamilies, listKitTerms, listKitVehicles } from '@/lib/db/field-kit';
import { getInstallGuide, listInstallGuides } from '@/lib/db/install-guides';
import { listRegions } from '@/lib/db/regional';
import { TAGS } from '@/lib/db/tags';
import { listPlacardPressures } from '@/lib/db/tire-pressures';
import type { KitData, KitTirePressure } from '@/lib/field-kit/types';

/**
 * The build the kit belongs to: its offline pages are this build's, so a new build is a new kit even when the
 * content is the same. next.config.mjs writes it when the site is built.
 */
const BUILD = process.env.FIELD_KIT_BUILD ?? 'development';

/** The pinned article (the high-voltage safety article, docs/product/field-kit.md) leads, as on /articles. */
async function kitArticles(): Promise<KitData['articles']> {
  const summaries = await listPublishedArticles();
  const articles = await Promise.all(summaries.map((summary) => getPublishedArticle(summary.id)));
  return Promise.all(
    articles
      .filter((article) => article !== undefined)
      .map(async (article) => ({ id: article.id, title: article.title, excerpt: article.excerpt, html: (await renderMarkdown(article.content)).html })),
  );
}

async function kitGuides(): Promise<KitData['guides']> {
  const summaries = await listInstallGuides();
  const guides = await Promise.all(summaries.map((summary) => getInstallGuide(summary.slug)));
  return Promise.all(
    guides
      .filter((guide) => guide !== undefined)
      .map(async (guide) => ({ slug: guide.slug, title: guide.title, description: guide.description, html: (await renderMarkdown(guide.body)).html })),
  );
}

/** The tire-pressure calculator's tables: every EV, each state's electricity price and the placards on file. */
async function kitTirePressure(): Promise<Omit<KitTirePressure, 'version'>> {
  const [vehicles, regions, placards] = await Promise.all([listKitVehicles(), listRegions(), listPlacardPressures()]);
  return {
    vehicles,
    regions: regions.map((region) => ({
      state: region.state,
      electricityRateCentsPerKwh: region.electricityRateCentsPerKwh,
      electricityAsOf: region.electricityAsOf,
      source: region.sources?.electricity ?? null,
    })),
    placards,
  };
}

/** The whole kit: the data file the offline page draws, and the tire page's tables, under one version. */
export interface Kit extends KitData {
  tirePressure: KitTirePressure;
}

async function loadKit(): Promise<Kit> {
  const [codes, families, terms, articles, guides, tires] = await Promise.all([
    listKitCodes(),
    listKitFamilies(),
    listKitTerms(),
    kitArticles(),
    kitGuides(),
    kitTirePressure(),
  ]);
  const glossary = terms.map((term) => ({ id: term.id, term: term.term, html: renderGlossaryExplanation(term.explanation), search: term.search }));
  const content = { codes, families, glossary, articles, guides };
  const digest = createHash('sha256').update(JSON.stringify([content, tires])).digest('base64url').slice(0, 16);
  const version = `${BUILD}.${digest}`;
  return { version, generatedAt: new Date().toISOString(), ...content, tirePressure: { version, ...tires } };
}

/**
 * The kit as it stands, kept in the data cache with the tags of everything it holds: a back-office change expires it,
 * and the next version check sees a new version (docs/product/field-kit.md § Kept current).
 */
export const readKit = cachedReader(loadKit, ['field-kit'], [
  TAGS.faultCodes,
  TAGS.codeFamilies,
  TAGS.dataSources,
  TAGS.glossary,
  TAGS.articles,
  TAGS.installGuides,
  TAGS.evModels,
  TAGS.regionalData,
  TAGS.energyPrices,
  TAGS.tirePressures,
]);
