import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is missing: run through the launcher (npm start) or set it.' })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_SSL: booleanFlag,
  // Supabase's transaction pooler (port 6543) does not support prepared statements.
  DATABASE_PREPARE: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value !== 'false'),
  // Longest statement the app may run, in ms (0: none sent; see lib/db/client.ts for the default).
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(600_000).optional(),
  ),
  // Proxies in front of the app that each append the address they saw to X-Forwarded-For (lib/client-key.ts).
  TRUSTED_PROXY_HOPS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(10).default(0),
  ),
  // Redis shared by several self-hosted servers for their page cache; read by cache-handler.mjs, checked here.
  REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\/[^/]/, 'REDIS_URL must start with redis:// or rediss://').optional()),
  // Resolved by siteUrlFrom() below when unset.
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  NEXT_PUBLIC_SITE_NAME: z.string().min(1).default('EV Repair Knowledge'),
  CONTACT_EMAIL: z.email().default('contact@example.com'),
  NEXT_PUBLIC_ADSENSE_CLIENT: optionalText.pipe(
    z
      .string()
      .regex(/^ca-pub-\d+$/, 'NEXT_PUBLIC_ADSENSE_CLIENT looks like ca-pub-1234567890')
      .optional(),
  ),
  AFFILIATE_TAG: optionalText,
  NEXT_PUBLIC_GA_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'NEXT_PUBLIC_GA_ID looks like G-ABC123DEF4')
      .optional(),
  ),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: optionalText,
  ADMIN_PASSWORD_HASH: optionalText,
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  CRON_SECRET: optionalText,
  SMTP_URL: optionalText,
  ENERGY_PRICE_API_KEY: optionalText,
  NHTSA_API_URL: optionalUrl,
  TIRE_IMAGE_SOURCE_URL: optionalUrl,
  STORAGE_DIR: z.string().min(1).default('.data/storage'),
  SOCIAL_GITHUB_URL: optionalUrl,
  SOCIAL_YOUTUBE_URL: optionalUrl,
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
});

/** The environment as the app reads it: the site's own URL is always known once parsing succeeded. */
export type Env = z.infer<typeof envSchema> & { NEXT_PUBLIC_SITE_URL: string };

const SITE_URL_MISSING =
  "NEXT_PUBLIC_SITE_URL is not set. Canonical links, the sitemap and every shared link are built from it: set it to the site's public address (for example https://ev.example.org).";

/**
 * The site's public origin, for canonical and og:url tags, the sitemap and every shared link:
 * NEXT_PUBLIC_SITE_URL when set; on Vercel the project's production domain (which Vercel sets for builds and
 * functions alike); in local use (the embedded database's launcher, or a development server) the port the
 * site is served on. A production server anywhere else has no way to know its address: undefined, and
 * parseEnv refuses with SITE_URL_MISSING rather than publish links to localhost.
 */
export function siteUrlFrom(source: Record<string, string | undefined>): string | undefined {
  if (source.NEXT_PUBLIC_SITE_URL) return source.NEXT_PUBLIC_SITE_URL;
  if (source.VERCEL_PROJECT_PRODUCTION_URL) return `https://${source.VERCEL_PROJECT_PRODUCTION_URL}`;
  if ((source.NODE_ENV ?? 'development') === 'production' && !source.EMBEDDED_DATA_DIR) return undefined;
  return `http://localhost:${source.PORT || '3000'}`;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

// Exported for its unit test: the rule is the contract.
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const siteUrl = siteUrlFrom(source);
  if (!siteUrl) problems.push(`NEXT_PUBLIC_SITE_URL: ${SITE_URL_MISSING}`);
  if (!result.success || !siteUrl) throw new EnvError(problems);
  return { ...result.data, NEXT_PUBLIC_SITE_URL: siteUrl };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isSupabaseConfigured = (config: Env = env()) =>
  Boolean(config.NEXT_PUBLIC_SUPABASE_URL && config.NEXT_PUBLIC_SUPABASE_ANON_KEY);
