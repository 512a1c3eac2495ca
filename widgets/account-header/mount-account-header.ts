import { createTranslator, loadCatalogue, registerMessages } from '../../shared/i18n';
import { enAccount } from '../../shared/i18n/en-account';
import { baseStyles } from '../../shared/react/base-styles';
import { applyHostLanguage } from '../../shared/react/host-language';
import { adoptStyles } from '../../shared/react/shadow-styles';
import type { MountWidget } from '../../shared/widget-contract';
import { accountHeaderStyles, accountPageHref, renderAccountHeader } from './header-view';

/**
 * The header merchants paste on /account (theme-snippets/vanity-account-header.liquid): a title, the placeholder's
 * data-title or 'My account' in the shopper's language, and a link back to the store's account page.
 */
registerMessages('en', enAccount);

export const mountAccountHeader: MountWidget = (host, ctx) => {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let cancelled = false;
  void loadCatalogue(ctx.config.locale).then(() => {
    if (cancelled) return;
    const t = createTranslator(ctx.config.locale);
    applyHostLanguage(host, ctx.config.locale);
    adoptStyles(shadow, baseStyles + accountHeaderStyles);
    renderAccountHeader(shadow, {
      title: host.dataset.title?.trim() || t('account.header.title'),
      backText: t('account.header.back'),
      backHref: accountPageHref(ctx.config.routesRoot),
    });
  });
  return () => {
    cancelled = true;
    shadow.replaceChildren();
  };
};
