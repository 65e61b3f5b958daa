import { affiliateLinkSchema, AFFILIATE_MESSAGES, parseAffiliateId, truncateLink } from '@/lib/admin/affiliate';

const valid = {
  title: 'Tire pressure gauge',
  description: 'Check cold pressures.',
  affLink: 'https://shop.example.com/gauge?tag=site-20',
  imgUrl: 'https://img.example.com/gauge.jpg',
};
const firstMessage = (input: unknown) => {
  const parsed = affiliateLinkSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('affiliate link form rules', () => {
  it('truncates a displayed link after 60 characters with an ellipsis, and leaves shorter ones alone', () => {
    const long = `https://shop.example.com/${'a'.repeat(60)}`;
    expect(truncateLink(long)).toBe(`${long.slice(0, 60)}...`);
    expect(truncateLink(long.slice(0, 60))).toBe(long.slice(0, 60));
  });

  it('requires all four fields, blanks included, with the site’s message', () => {
    for (const field of ['title', 'description', 'affLink', 'imgUrl'] as const) {
      expect(firstMessage({ ...valid, [field]: '   ' })).toBe(AFFILIATE_MESSAGES.required);
    }
    expect(firstMessage({})).toBe(AFFILIATE_MESSAGES.required);
  });

  it('accepts web addresses, and site paths for the image only', () => {
    expect(affiliateLinkSchema.parse({ ...valid, title: '  Gauge  ' }).title).toBe('Gauge');
    expect(firstMessage({ ...valid, imgUrl: '/images/products/placeholder.svg' })).toBeUndefined();
    expect(firstMessage({ ...valid, affLink: '/go/gauge' })).toBe(AFFILIATE_MESSAGES.invalidLink);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://shop.example.com/x', 'shop.example.com/gauge'])(
    'refuses %s as a link or an image',
    (url) => {
      expect(firstMessage({ ...valid, affLink: url })).toBe(AFFILIATE_MESSAGES.invalidLink);
      expect(firstMessage({ ...valid, imgUrl: url })).toBe(AFFILIATE_MESSAGES.invalidImage);
    },
  );

  it('refuses a protocol-relative image path, which would load from another host', () => {
    expect(firstMessage({ ...valid, imgUrl: '//evil.example/x.png' })).toBe(AFFILIATE_MESSAGES.invalidImage);
  });

  it('reads an id from the edit URL only when it is a positive whole number', () => {
    expect(parseAffiliateId('42')).toBe(42);
    for (const raw of ['0', '-1', '1.5', '1e3', 'abc', '', '042', '99999999999999999999']) expect(parseAffiliateId(raw)).toBeUndefined();
  });
});
