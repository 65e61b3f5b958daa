/*
 * The app types that lib/db readers return and components receive as props. Components import these from
 * here (a type-only module), never from a lib/db module, so that no database code can reach the browser.
 */

import type { Tire, Vehicle } from '@/lib/tires/types';

// Returned by lib/db/articles.ts
interface ContentImage {
  url: string;
  alt: string | null;
}

/** A published article. Dates are ISO strings: cached values are serialized as JSON. */
export interface Article {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  author: string | null;
  publishedAt: string;
  updatedAt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  tags: string[];
  pinned: boolean;
  readingTime: number;
  featuredImage: ContentImage | null;
}

export type ArticleSummary = Omit<Article, 'content'>;

// Returned by lib/db/install-guides.ts
/** A published charger-install guide. Dates are ISO strings (cached values are JSON). */
export interface InstallGuide {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  tags: string[];
  featuredImage: ContentImage | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

export type InstallGuideSummary = Omit<InstallGuide, 'body'>;

// Returned by lib/db/videos.ts
/** A ready video as the public pages show it. Dates are ISO strings (cached values are JSON). */
export interface Video {
  id: number;
  title: string;
  description: string | null;
  /** Where the card leads: the video's page on its platform. */
  url: string;
  youtubeId: string | null;
  embedUrl: string | null;
  /** Thumbnail candidates, best first; the card falls back to the stock image after the last. */
  thumbnails: string[];
  tags: string[];
  pinned: boolean;
  category: string | null;
  durationSeconds: number | null;
  createdAt: string;
}

// Returned by lib/db/home.ts
export interface HomeArticle {
  id: number;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: string;
  readingTime: number | null;
  pinned: boolean;
  image: { url: string; alt: string | null } | null;
}

export interface HomeVideo {
  id: number;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
  pinned: boolean;
}

// Returned by lib/db/categories.ts
export interface Category {
  id: string;
  name: string;
  description: string | null;
}

export interface CategorySummary extends Category {
  termCount: number;
  recentTerms: { id: number; term: string }[];
}

// Returned by lib/db/glossary.ts
export interface GlossaryEntry {
  id: number;
  term: string;
  /** Stored HTML; sanitize before output. */
  explanation: string;
  /** Plain text of the explanation, for search, excerpts, descriptions and related-term scoring. */
  text: string;
  categoryId: string | null;
  /** ISO timestamp (cached readers serialize to JSON, so no Date objects). */
  createdAt: string;
}

// Returned by lib/db/installers.ts
export interface Installer {
  id: number;
  businessName: string;
  serviceAreaDescription: string | null;
  states: string[];
  /** Certifications and the service types Residential / Commercial share this list (the site's model). */
  certificationTags: string[];
  isFeatured: boolean;
  logoUrl: string | null;
  phoneNumber: string | null;
  email: string | null;
  websiteUrl: string | null;
}

// Returned by lib/db/vehicle-data.ts
export interface ManufacturerSummary {
  make: string;
  evModels: number;
  iceModels: number;
  fitmentVehicles: number;
  minYear: number | null;
  maxYear: number | null;
  /**
   * The sources behind this make's rows, by name: ids into the full list, which the page loads when a
   * make is opened rather than repeating every source's name and address per make.
   */
  sourceIds: string[];
}

export interface DataSource {
  id: string;
  name: string;
  url: string;
  description: string;
  dataProvided: string;
  accessedOn: string | null;
}

// Returned by lib/db/admin-articles.ts
export interface AdminArticle {
  id: number;
  title: string;
  content: string;
  excerpt: string | null;
  author: string | null;
  status: 'draft' | 'published';
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: string | null;
  createdAt: string;
  pinned: boolean;
  wordCount: number;
  readingTime: number;
  featuredImage: { id: number; url: string; altText: string | null } | null;
}

// Returned by lib/db/admin-videos.ts
export interface AdminVideo {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  embedUrl: string | null;
  thumbnailUrl: string | null;
  status: string;
  tags: string[];
  duration: number | null;
  createdAt: string;
  pinned: boolean;
  youtubeId: string | null;
  glossaryTerm: { id: number; term: string } | null;
}

export interface TermOption {
  id: number;
  term: string;
}

export interface SourceOption {
  id: string;
  name: string;
  url: string;
}

/** Where a back-office row's figures come from, and whether the operator has changed them. */
interface EditedFigures {
  sourceId: string | null;
  /** When the operator last changed its figures; null for rows exactly as the reference files give them. */
  figuresEditedAt: string | null;
}

/** A tire as the back office edits it; its image as stored (an http(s) address or a /storage/ path). */
export interface AdminTire extends Tire, EditedFigures {}

export interface AdminVehicle extends Vehicle, EditedFigures {}

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

export interface AdminSubmission {
  id: number;
  status: SubmissionStatus;
  submissionDate: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number;
  vehicleTrim: string | null;
  tireBrand: string;
  tireModel: string;
  tireSize: string;
  comments: string | null;
  contactEmail: string | null;
  vehicleId: number | null;
  tireId: number | null;
  reviewedAt: string | null;
}

/** The energy price update row (lib/db/energy-prices.ts), as the back office shows it. */
export interface EnergyPriceUpdate {
  /** When prices last changed (a refresh that stored prices, or the seed). */
  updatedAt: string;
  source: string;
  recordCount: number;
  /** The last refresh that ran past the 24-hour rule, whatever it did; null before the first. */
  lastAttempt?: RefreshAttempt | null;
}

export interface RefreshAttempt {
  at: string;
  result: 'updated' | 'fallback';
  /** Why a fallback kept the stored prices; null after an update. */
  error: string | null;
}
