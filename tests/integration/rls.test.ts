export {};

const sql = () => globalThis.testDb.sql;

/** Runs statements as Supabase's anonymous role, as a browser with the public key would. */
async function asAnon<T>(work: (tx: ReturnType<typeof sql>) => Promise<T>): Promise<T> {
  return sql().begin(async (tx) => {
    await tx`set local role anon`;
    return work(tx as unknown as ReturnType<typeof sql>);
  }) as Promise<T>;
}

beforeAll(async () => {
  await sql()`
    insert into articles (title, content, status, published_at) values
      ('Published', 'Body', 'published', now()),
      ('Draft', 'Body', 'draft', null)`;
  await sql()`insert into glossary (term, explanation) values ('Inverter', '<p>x</p>')`;
});

describe('row-level security for the anonymous role', () => {
  it('cannot write articles', async () => {
    await expect(
      asAnon((tx) => tx`insert into articles (title, content) values ('Hack', 'x')`),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(asAnon((tx) => tx`update articles set title = 'Hack'`)).rejects.toMatchObject({ code: '42501' });
  });

  it('reads only published articles', async () => {
    const rows = await asAnon((tx) => tx<{ title: string }[]>`select title from articles`);
    expect(rows.map((row) => row.title)).toEqual(['Published']);
  });

  it('can insert a newsletter subscriber but not read the list back', async () => {
    await expect(
      asAnon((tx) => tx`insert into newsletter_subscribers (email) values ('reader@example.com')`),
    ).resolves.toBeDefined();
    await expect(asAnon((tx) => tx`select email from newsletter_subscribers`)).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('can file a pending fitment suggestion but not an approved one', async () => {
    const row = { vehicle_make: 'Kia', vehicle_model: 'EV6', vehicle_year: 2023, tire_brand: 'Kumho', tire_model: 'Ecsta PS71 EV', tire_size: '235/55R19' };
    await expect(asAnon((tx) => tx`insert into user_submissions ${tx(row)}`)).resolves.toBeDefined();
    await expect(
      asAnon((tx) => tx`insert into user_submissions ${tx({ ...row, status: 'approved' })}`),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('reads public reference data but not sign-in attempts', async () => {
    const terms = await asAnon((tx) => tx`select term from glossary`);
    expect(terms).toHaveLength(1);
    await expect(asAnon((tx) => tx`select * from login_attempts`)).rejects.toMatchObject({ code: '42501' });
  });
});
