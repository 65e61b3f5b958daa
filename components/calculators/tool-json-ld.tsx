import type { WebApplication, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';

export function ToolJsonLd({ name, description, url }: { name: string; description: string; url: string }) {
  const data: WithContext<WebApplication> = {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    description,
    url,
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Any',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
  return <JsonLd data={data} />;
}
