import { screen } from '@testing-library/react';
import { aShow, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { ShowOffers } from './ShowOffers';

/** A show that ended (no discounts to load) featuring this link. */
function offers(url: string) {
  const page = createLivePage();
  page.render(<ShowOffers show={{ ...aShow({ state: 'ENDED' }), featuredLink: { url, title: 'Shop the look' } }} />);
}

describe('the host’s featured link', () => {
  it('links to a page of this store', () => {
    offers('/collections/lips?sort=new');
    expect(screen.getByRole('link', { name: 'Shop the look' }).getAttribute('href')).toBe('/collections/lips?sort=new');
  });

  it.each(['/\\evil.com', '//evil.com', '/%5Cevil.com', 'https://evil.com/x', 'javascript:alert(1)'])(
    'is not shown when it would leave the store (%j)',
    (url) => {
      offers(url);
      expect(screen.queryByRole('link', { name: 'Shop the look' })).toBeNull();
    },
  );
});
