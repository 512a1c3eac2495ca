import { screen } from '@testing-library/react';
import { ada, renderAccount } from '../account.test-helpers';

// New customer accounts' chunk cannot be fetched (a dropped connection, a deploy that removed the old file).
vi.mock('../../../shared/store/slices/account/new-accounts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

/** Screens that wait for who is signed in: in sso, that answer comes through the chunk that did not load. */
describe('a screen waiting for the signed-in shopper, when new customer accounts cannot load', () => {
  it.each([
    ['change password', '/pages/myaccount?operation=changePassword'],
    ['activation', '/account/activate/123/tok'],
  ])('%s says something went wrong with a reload, not "checking" for ever', async (_name, url) => {
    await renderAccount(url, { signedIn: ada, config: { accountMode: 'sso' } });
    expect(await screen.findByText('Something went wrong here. Please refresh the page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
