import {
  classifyError,
  ERROR_MESSAGES,
  retryDelayMs,
  TimeoutError,
  toUserMessage,
  UserFacingError,
  withRetry,
} from '@/lib/errors';

describe('error catalogue', () => {
  it.each([
    [{ code: 'ENOTFOUND' }, ERROR_MESSAGES.offline],
    [new TimeoutError(30_000), ERROR_MESSAGES.timeout],
    [{ code: 'ECONNREFUSED' }, ERROR_MESSAGES.connection],
    [{ code: 'PGRST301' }, ERROR_MESSAGES.connection],
    [{ status: 401 }, ERROR_MESSAGES.auth],
    [{ code: '28P01' }, ERROR_MESSAGES.auth],
    [{ code: 'PGRST204' }, ERROR_MESSAGES.notFound],
    [{ status: 429 }, ERROR_MESSAGES.rateLimited],
    [new UserFacingError('Tire not found.'), 'Tire not found.'],
    [new Error('relation "x" does not exist'), ERROR_MESSAGES.unexpected],
  ])('maps %p to the spec message', (error, message) => {
    expect(toUserMessage(error)).toBe(message);
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

  it('tries a transient failure three times, then gives up', async () => {
    const waits: number[] = [];
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    };
    await expect(
      withRetry(load, { sleep: async (ms) => void waits.push(ms), random: () => 0 }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
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

  it('abandons an attempt that takes longer than its timeout', async () => {
    await expect(
      withRetry(() => new Promise((resolve) => setTimeout(resolve, 1000)), {
        attempts: 1,
        attemptTimeoutMs: 20,
      }),
    ).rejects.toBeInstanceOf(TimeoutError);
  });
});
