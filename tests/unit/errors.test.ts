import {
  classifyError,
  ERROR_MESSAGES,
  retryDelayMs,
  toUserMessage,
  UserFacingError,
  withRetry,
  withTimeout,
} from '@/lib/errors';

describe('error catalogue', () => {
  it.each([
    [{ code: 'ENOTFOUND' }, ERROR_MESSAGES.offline],
    [{ code: 'ECONNREFUSED' }, ERROR_MESSAGES.connection],
    [{ code: 'PGRST301' }, ERROR_MESSAGES.connection],
    [{ status: 401 }, ERROR_MESSAGES.auth],
    [{ code: '28P01' }, ERROR_MESSAGES.auth],
    [{ code: 'PGRST204' }, ERROR_MESSAGES.notFound],
    [{ status: 429 }, ERROR_MESSAGES.rateLimited],
    [new UserFacingError('Tire not found.'), 'Tire not found.'],
    [new Error('relation "x" does not exist'), ERROR_MESSAGES.unexpected],
  ])('maps %p to the site’s message', (error, message) => {
    expect(toUserMessage(error)).toBe(message);
  });

  it('maps a read that ran out of time to the timeout message', async () => {
    const error: unknown = await withTimeout(new Promise(() => {}), 1).catch((timedOut: unknown) => timedOut);
    expect(toUserMessage(error)).toBe(ERROR_MESSAGES.timeout);
  });

  it('uses a screen-specific fallback for unknown failures', () => {
    expect(toUserMessage(new Error('boom'), 'Failed to load glossary entries. Please try again later.')).toBe(
      'Failed to load glossary entries. Please try again later.',
    );
  });

  it('classifies a failed fetch as offline', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('offline');
  });
});

describe('retry policy', () => {
  it('backs off exponentially from 1 s with up to 1 s jitter, capped at 10 s', () => {
    expect(retryDelayMs(1, () => 0)).toBe(1000);
    expect(retryDelayMs(2, () => 0)).toBe(2000);
    expect(retryDelayMs(2, () => 0.999)).toBeCloseTo(2999);
    expect(retryDelayMs(10, () => 1)).toBe(10_000);
  });

  /** A clock that only the retry's own waits move, so the budget is spent exactly as the policy plans it. */
  function fakeClock() {
    let time = 0;
    const waits: number[] = [];
    return {
      waits,
      now: () => time,
      sleep: async (ms: number) => {
        waits.push(ms);
        time += ms;
      },
    };
  }
  const refused = () => Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });

  it('retries a transient failure only while the wait ends inside the 2.5 s budget', async () => {
    const clock = fakeClock();
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw refused();
    };
    await expect(withRetry(load, { ...clock, random: () => 0 })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // Attempt 1 at 0 s, attempt 2 after 1 s; the next wait (2 s) would end at 3 s, past the budget.
    expect(calls).toBe(2);
    expect(clock.waits).toEqual([1000]);
  });

  it('keeps the site’s shape of three attempts when the budget allows', async () => {
    const clock = fakeClock();
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw refused();
        },
        { ...clock, random: () => 0, budgetMs: 30_000 },
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(calls).toBe(3);
    expect(clock.waits).toEqual([1000, 2000]);
  });

  it('does not retry a failure that will not go away', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls += 1;
        throw Object.assign(new Error('violates check'), { code: '23514' });
      }),
    ).rejects.toThrow('violates check');
    expect(calls).toBe(1);
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const value = await withRetry(
      async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('reset'), { code: 'ECONNRESET' });
        return 'rows';
      },
      { sleep: async () => {} },
    );
    expect(value).toBe('rows');
    expect(calls).toBe(2);
  });

  it('does not retry once the budget is spent, however long the failing attempt took', async () => {
    let time = 0;
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          time += 2000; // a connect timeout
          throw Object.assign(new Error('timeout'), { code: 'CONNECT_TIMEOUT' });
        },
        { now: () => time, sleep: async (ms) => void (time += ms), random: () => 0 },
      ),
    ).rejects.toMatchObject({ code: 'CONNECT_TIMEOUT' });
    expect(calls).toBe(1);
  });
});
