import { createTranslator, loadCatalogue, registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { readShowReferral, watchPath } from '../../shared/live/show-referral';
import { baseStyles } from '../../shared/react/base-styles';
import { adoptStyles } from '../../shared/react/shadow-styles';
import type { MountWidget } from '../../shared/widget-contract';

/**
 * /{firstId}/orders/{secondId} (spec 1 §2): a 'back to the stream' button when
 * the shopper came from a show in the last day. Plain DOM, no React: an order
 * page should stay light.
 */
registerMessages('en', enLive);

const styles = /* css */ `
p { margin: 1rem 0 0.5rem; }
a { display: inline-flex; align-items: center; min-height: 44px; padding: 0.5em 1.3em; border-radius: var(--_radius);
  background: var(--_accent); color: var(--_accent-contrast); font-weight: 600; text-decoration: none; }
a:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
`;

export const mount: MountWidget = (host, ctx) => {
  const referral = readShowReferral();
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (!referral) return () => shadow.replaceChildren();
  let cancelled = false;
  void loadCatalogue(ctx.config.locale).then(() => {
    if (cancelled) return;
    const t = createTranslator(ctx.config.locale);
    adoptStyles(shadow, baseStyles + styles);
    const text = document.createElement('p');
    text.textContent = t('live.backToStreamText');
    const link = document.createElement('a');
    link.href = watchPath(referral);
    link.textContent = t('live.backToStream');
    shadow.replaceChildren(text, link);
  });
  return () => {
    cancelled = true;
    shadow.replaceChildren();
  };
};
