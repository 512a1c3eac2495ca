import { render, screen } from '@testing-library/react';
import { rememberShowReferral } from '../../shared/live/show-referral';
import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { StoreProvider } from '../../shared/store/react';
import { OrderHelper } from './OrderHelper';

registerMessages('en', enLive);

function renderHelper() {
  const { store } = createFakeDeps();
  return render(
    <StoreProvider store={store}>
      <OrderHelper />
    </StoreProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('<OrderHelper>', () => {
  it('leads back to the show the shopper came from in the last day, with its share code', () => {
    rememberShowReferral('SH0W42', 'ref7');
    renderHelper();
    expect(screen.getByRole('link', { name: 'Back to the stream' }).getAttribute('href')).toBe('/pages/watch/SH0W42!ref7');
  });

  it('renders nothing without a show, or with one older than a day', () => {
    const { container, unmount } = renderHelper();
    expect(container.innerHTML).toBe('');
    unmount();
    rememberShowReferral('SH0W42', 'ref7', Date.now() - 25 * 60 * 60 * 1000);
    expect(renderHelper().container.innerHTML).toBe('');
  });
});
