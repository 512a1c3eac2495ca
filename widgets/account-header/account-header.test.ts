import { getByRole } from '@testing-library/dom';
import { parseConfig } from '../../shared/config';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { mountAccountHeader as mount } from './mount-account-header';
import { accountPageHref } from './header-view';

/** The account page header (spec 2 §2): a title and a back link to /account, in the shopper's language. */
const hosts: HTMLElement[] = [];
async function mounted(config: Record<string, unknown>, title?: string) {
  const host = document.createElement('div');
  if (title !== undefined) host.dataset.title = title;
  document.body.append(host);
  hosts.push(host);
  const fake = createFakeDeps({ config: parseConfig(JSON.stringify(config), 'https://cdn.example/vanity.js') });
  const unmount = mount(host, fake.mountContext(null));
  const root = host.shadowRoot! as unknown as HTMLElement;
  // A language other than English loads its catalogue first (a dynamic import, slow on a busy machine).
  await vi.waitFor(() => expect(root.querySelector('h1')).not.toBeNull(), { timeout: 10_000 });
  return { root, unmount };
}

describe('the account page header', () => {
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  it('shows the title and a link back to /account', async () => {
    const { root } = await mounted({ locale: 'en', routesRoot: '/' });
    expect(getByRole(root, 'heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(getByRole(root, 'link', { name: 'Back to my account' }).getAttribute('href')).toBe('/account');
  });

  it('speaks French on a French store, whose account page is under /fr', async () => {
    const { root } = await mounted({ locale: 'fr', routesRoot: '/fr' });
    await vi.waitFor(() => expect(getByRole(root, 'heading', { level: 1, name: 'Mon compte' })).toBeTruthy(), { timeout: 10_000 });
    expect(getByRole(root, 'link', { name: 'Retour à mon compte' }).getAttribute('href')).toBe('/fr/account');
  });

  it('takes the merchant’s title from the snippet', async () => {
    const { root } = await mounted({ locale: 'en' }, 'Your addresses');
    expect(getByRole(root, 'heading', { level: 1, name: 'Your addresses' })).toBeTruthy();
  });

  it('empties its root when unmounted', async () => {
    const { root, unmount } = await mounted({ locale: 'en' });
    unmount();
    expect(root.childNodes).toHaveLength(0);
  });

  it('finds the account page under any locale root', () => {
    expect(accountPageHref('/')).toBe('/account');
    expect(accountPageHref('/fr')).toBe('/fr/account');
    expect(accountPageHref('/fr-ca/')).toBe('/fr-ca/account');
  });
});
