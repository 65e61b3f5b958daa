import { getFaultCode, listFaultCodesInSystem, listFaultSystemCounts, searchFaultCodes } from '@/lib/db/fault-codes';
import { searchKind, searchSite } from '@/lib/db/search';
import { seed } from '@/lib/db/seed';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

describe('fault codes seeded from the dtc-database files', () => {
  it('keeps all 1,024 codes of P0A00–P0DFF, the other generic codes the title rule chooses, and no maker’s range', async () => {
    const [counts] = await sql()<{ total: number; block: number; maker: number; alternator: number }[]>`
      select count(*)::int as total,
             count(*) filter (where code between 'P0A00' and 'P0DFF')::int as block,
             count(*) filter (where code like 'P1%' or code between 'P3000' and 'P33FF' or code like 'U1%' or code like 'U2%')::int as maker,
             count(*) filter (where code in ('P0620', 'P2500', 'P2C43'))::int as alternator
        from fault_codes`;
    expect(counts).toEqual({ total: 1794, block: 1024, maker: 0, alternator: 0 });
    const kept = await sql()<{ code: string }[]>`
      select code from fault_codes where code in ('P08E7', 'U0111', 'U3514', 'P0E74') order by code`;
    expect(kept.map((row) => row.code)).toEqual(['P08E7', 'P0E74', 'U0111', 'U3514']);
  });

  it('lets the public key read the codes but not change them', async () => {
    const asAnon = <T,>(work: (tx: ReturnType<typeof sql>) => Promise<T>) =>
      sql().begin(async (tx) => {
        await tx`set local role anon`;
        return work(tx as unknown as ReturnType<typeof sql>);
      }) as Promise<T>;
    const [row] = await asAnon((tx) => tx<{ n: number }[]>`select count(*)::int as n from fault_codes`);
    expect(row!.n).toBe(1794);
    await expect(asAnon((tx) => tx`update fault_codes set likely_causes = 'x'`)).rejects.toMatchObject({ code: '42501' });
  });

  it('cites the dataset for every code', async () => {
    const [row] = await sql()<{ uncited: number }[]>`
      select count(*)::int as uncited from fault_codes f left join data_sources d on d.id = f.source_id where d.id is null`;
    expect(row!.uncited).toBe(0);
  });

  it('reads a code with its system, high-voltage flag, family and source', async () => {
    const code = await getFaultCode('P0A3F');
    expect(code).toMatchObject({ code: 'P0A3F', title: 'Drive Motor A Position Sensor Circuit', system: 'motors', highVoltage: true });
    expect(code!.family.map((sibling) => sibling.code)).toEqual(['P0A40', 'P0A41', 'P0A42', 'P0A43']);
    expect(code!.source?.url).toBe('https://github.com/Wal33D/dtc-database');
    expect(await getFaultCode('P0300')).toBeUndefined();
  });

  it('counts every code under one system', async () => {
    const systems = await listFaultSystemCounts();
    expect(systems.reduce((sum, system) => sum + system.count, 0)).toBe(1794);
    const isolation = await listFaultCodesInSystem('isolation');
    expect(isolation.map((code) => code.code)).toContain('P0AA6');
    expect(isolation.every((code) => code.highVoltage)).toBe(true);
  });

  it('keeps the operator’s title, notes and related articles through a reseed, and follows the published title otherwise', async () => {
    const [article] = await sql()<{ id: number }[]>`select id from articles where status = 'published' order by id limit 1`;
    await sql()`
      update fault_codes set title = 'Battery insulation fault', likely_causes = 'Coolant in a connector',
             related_article_ids = ${[article!.id]}::bigint[]
       where code = 'P0AA6'`;
    await sql()`update fault_codes set title = 'Old wording' where code = 'P0AA7'`;
    await sql()`update fault_codes set title_edited_at = null where code = 'P0AA7'`;
    await seed(sql(), { demo: false });
    const edited = await getFaultCode('P0AA6');
    expect(edited).toMatchObject({
      title: 'Battery insulation fault',
      publishedTitle: 'Hybrid/EV Battery Voltage System Isolation Fault',
      likelyCauses: 'Coolant in a connector',
    });
    expect(edited!.relatedArticles.map((related) => related.id)).toEqual([article!.id]);
    expect((await getFaultCode('P0AA7'))!.title).toBe('Hybrid/EV Battery Voltage Isolation Sensor Circuit');
    await sql()`update fault_codes set title = published_title, likely_causes = null, related_article_ids = '{}' where code = 'P0AA6'`;
  }, 60_000);
});

describe('fault code search', () => {
  it('puts the code typed first, in any case', async () => {
    expect((await searchFaultCodes('p0aa6')).codes[0]?.code).toBe('P0AA6');
  });

  it('finds every code starting with a partial code', async () => {
    const { codes } = await searchFaultCodes('P0AA');
    expect(codes.slice(0, 16).map((code) => code.code)).toEqual(
      Array.from({ length: 16 }, (_, n) => `P0AA${n.toString(16).toUpperCase()}`),
    );
  });

  it('finds codes by words, stemmed, and by a misspelled word', async () => {
    const words = await searchFaultCodes('isolation');
    expect(words.codes.map((code) => code.code)).toEqual(expect.arrayContaining(['P0AA6', 'P0E74', 'P2C85']));
    expect(words.codes.every((code) => /isolation/i.test(code.title))).toBe(true);
    const typo = await searchFaultCodes('isolaton fault');
    expect(typo.codes.map((code) => code.code)).toContain('P0AA6');
  });

  it('answers nothing for text no title resembles', async () => {
    expect((await searchFaultCodes('zzqx')).codes).toEqual([]);
  });

  it('reads several words through the site search’s engine: "inverter overtemperature" finds P0A3C', async () => {
    const { codes } = await searchFaultCodes('inverter overtemperature');
    expect(codes.slice(0, 5).map((code) => code.code)).toContain('P0A3C');
    // The same ranking as /search?kind=codes.
    const { hits } = await searchKind('inverter overtemperature', 'fault-code', 50);
    expect(codes.map((code) => `/fault-codes/${code.code}`)).toEqual(hits.map((hit) => hit.href));
  });

  it('takes a NUL or other control character in the text as a space, not as an error', async () => {
    await expect(searchFaultCodes('\u0000')).resolves.toEqual({ codes: [], more: false });
    expect((await searchFaultCodes('isolation\u0000fault')).codes.map((code) => code.code)).toContain('P0AA6');
    expect((await searchFaultCodes('P0AA\u00006')).codes.map((code) => code.code)).toEqual(expect.any(Array));
  });
});

describe('site search finds fault codes', () => {
  it('puts the code page first for a code', async () => {
    const { hits } = await searchSite('P0AA6');
    expect(hits[0]).toMatchObject({ kind: 'fault-code', href: '/fault-codes/P0AA6' });
  });

  it('lists the isolation codes among the results for "battery isolation"', async () => {
    const { hits } = await searchSite('battery isolation');
    const codes = hits.filter((hit) => hit.kind === 'fault-code').map((hit) => hit.href);
    expect(codes).toEqual(expect.arrayContaining(['/fault-codes/P0AA6']));
  });
});

describe('fault codes in the sitemap', () => {
  it('lists a page for every code', async () => {
    const { listSitemapEntries } = await import('@/lib/db/sitemap');
    const paths = (await listSitemapEntries()).map((entry) => entry.path).filter((path) => path.startsWith('/fault-codes/'));
    expect(paths).toHaveLength(1794);
    expect(paths).toContain('/fault-codes/P0AA6');
  });
});
