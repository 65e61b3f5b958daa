import { POST } from '@/app/api/analytics/route';

const sql = () => globalThis.testDb.sql;

function post(body: unknown) {
  return POST(
    new Request('http://site/api/analytics', {
      method: 'POST',
      // A browser's user agent: requests without one are not counted (bots).
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('tool-usage analytics', () => {
  it('stores a calculate event with the tool, path and selected vehicle', async () => {
    const response = await post({
      tool: 'tire_calculator',
      action: 'calculate',
      vehicle: '2024 Tesla Model 3 RWD',
      vehicleId: 7,
      inputs: { current: 32, target: 42 },
    });
    expect(response.status).toBe(204);
    const rows = await sql()<{ name: string; path: string; properties: Record<string, unknown> }[]>`
      select name, path, properties from analytics_events`;
    expect(rows).toEqual([
      {
        name: 'tool_usage',
        path: '/tire-calculator',
        properties: {
          tool: 'tire_calculator',
          action: 'calculate',
          vehicle: '2024 Tesla Model 3 RWD',
          vehicle_id: 7,
          shared: false,
          inputs: { current: 32, target: 42 },
        },
      },
    ]);
  });

  it('refuses malformed events and stores nothing', async () => {
    await sql()`delete from analytics_events`;
    expect((await post('not json')).status).toBe(400);
    expect((await post({ tool: 'tire_calculator', action: 'calculate' })).status).toBe(400);
    expect((await post({ tool: 'admin', action: 'calculate', vehicle: 'x' })).status).toBe(400);
    const [count] = await sql()<{ n: number }[]>`select count(*)::int as n from analytics_events`;
    expect(count?.n).toBe(0);
  });
});
