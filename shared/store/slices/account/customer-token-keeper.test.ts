import { vi } from 'vitest';
import { CUSTOMER_TOKEN_MARGIN_MS, createCustomerTokenKeeper, type CustomerAccessToken } from './customer-token-keeper';

const NOW = 1_700_000_000_000;
const iso = (ms: number) => new Date(ms).toISOString();
const token = (accessToken: string, lasts = 86_400_000): CustomerAccessToken => ({ accessToken, expiresAt: iso(NOW + lasts) });

/** A mint whose answer the test gives when it likes. */
function deferredMint() {
  let answer!: (t: CustomerAccessToken | null) => void;
  const mint = vi.fn(() => new Promise<CustomerAccessToken | null>((r) => (answer = r)));
  return { mint, answer: (t: CustomerAccessToken | null) => answer(t) };
}

describe('the customer token keeper', () => {
  let now = NOW;
  beforeEach(() => {
    now = NOW;
    localStorage.clear();
    sessionStorage.clear();
  });
  const keeper = () => createCustomerTokenKeeper(() => now);

  it('mints once and keeps the token in memory only: nothing goes to Web Storage', async () => {
    const k = keeper();
    const mint = vi.fn(async () => token('cat-1'));
    expect(await k.token('sub-ada', mint)).toBe('cat-1');
    expect(await k.token('sub-ada', mint)).toBe('cat-1');
    expect(mint).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('callers asking while a mint is under way share it', async () => {
    const k = keeper();
    const { mint, answer } = deferredMint();
    const both = Promise.all([k.token('sub-ada', mint), k.token('sub-ada', mint)]);
    answer(token('cat-1'));
    expect(await both).toEqual(['cat-1', 'cat-1']);
    expect(mint).toHaveBeenCalledTimes(1);
  });

  it('a token is its owner’s: another person gets one of their own', async () => {
    const k = keeper();
    await k.token('sub-ada', async () => token('cat-ada'));
    expect(await k.token('sub-bob', async () => token('cat-bob'))).toBe('cat-bob');
    // Bob's replaced Ada's: hers is minted again, not handed to her from his.
    const mint = vi.fn(async () => token('cat-ada-2'));
    expect(await k.token('sub-ada', mint)).toBe('cat-ada-2');
    expect(mint).toHaveBeenCalledTimes(1);
  });

  it('a token near its end is minted again, within the margin', async () => {
    const k = keeper();
    await k.token('sub-ada', async () => token('cat-1', 10 * 60_000));
    now = NOW + 10 * 60_000 - CUSTOMER_TOKEN_MARGIN_MS - 1;
    expect(await k.token('sub-ada', async () => token('never'))).toBe('cat-1');
    now += 1;
    expect(await k.token('sub-ada', async () => token('cat-2', 20 * 60_000))).toBe('cat-2');
  });

  it('an already expired, unreadable or missing token is none', async () => {
    const k = keeper();
    expect(await k.token('sub-ada', async () => ({ accessToken: 'old', expiresAt: iso(NOW - 1) }))).toBeNull();
    expect(await k.token('sub-ada', async () => ({ accessToken: 'odd', expiresAt: 'tomorrow' }))).toBeNull();
    expect(await k.token('sub-ada', async () => ({ accessToken: '', expiresAt: iso(NOW + 86_400_000) }))).toBeNull();
    expect(await k.token('sub-ada', async () => null)).toBeNull();
    expect(await k.token('sub-ada', () => Promise.reject(new Error('network')))).toBeNull();
    // None of them was kept: the next ask mints.
    expect(await k.token('sub-ada', async () => token('cat-1'))).toBe('cat-1');
  });

  it('clear() forgets the token, and a mint under way at the time keeps nothing', async () => {
    const k = keeper();
    await k.token('sub-ada', async () => token('cat-1'));
    k.clear();
    const { mint, answer } = deferredMint();
    const asked = k.token('sub-ada', mint);
    expect(mint).toHaveBeenCalledTimes(1);
    k.clear();
    answer(token('cat-2'));
    expect(await asked).toBeNull();
    const after = vi.fn(async () => token('cat-3'));
    expect(await k.token('sub-ada', after)).toBe('cat-3');
    expect(after).toHaveBeenCalledTimes(1);
  });
});
