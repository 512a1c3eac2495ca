import { describe, expect, it } from 'vitest';
import { safeStorage } from '../storage-keys';
import { readShowReferral, rememberShowReferral, SHOW_REFERRAL_MAX_AGE_MS, watchPath } from './show-referral';

describe('show referral memory', () => {
  const storage = safeStorage(() => window.localStorage);
  it('remembers the show and share code for a day', () => {
    rememberShowReferral('SH0W42', 'ref7', 1_000, storage);
    expect(readShowReferral(1_000 + SHOW_REFERRAL_MAX_AGE_MS, storage)).toEqual({ showId: 'SH0W42', referralCode: 'ref7', at: 1_000 });
    expect(readShowReferral(1_001 + SHOW_REFERRAL_MAX_AGE_MS, storage)).toBeNull();
  });
  it('builds the watch address, with the share code after "!"', () => {
    expect(watchPath({ showId: 'SH0W42', referralCode: 'ref7' })).toBe('/pages/watch/SH0W42!ref7');
    expect(watchPath({ showId: 'SH0W42', referralCode: '' })).toBe('/pages/watch/SH0W42');
  });
  it('ignores garbage', () => {
    window.localStorage.setItem('vanity.showReferral', '{not json');
    expect(readShowReferral(0, storage)).toBeNull();
  });
});
