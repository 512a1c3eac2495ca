import { loadCatalogue } from '../../shared/i18n';
import { baseStyles } from '../../shared/react/base-styles';
import { adoptStyles } from '../../shared/react/shadow-styles';
import { getAppStore } from '../../shared/store/app-store';
import type { MountWidget } from '../../shared/widget-contract';
import { createTryOnLabel } from './label-view';
import { tryOnLabelStyles } from './try-on-label.styles';

/** Each label gets its own shadow root; the first paint waits for the page's language, so no text flashes in English. */
export const mount: MountWidget = (host, ctx) => {
  const store = getAppStore(ctx);
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles + tryOnLabelStyles);
  let destroy: (() => void) | null = null;
  let unmounted = false;
  void loadCatalogue(ctx.config.locale).then(() => {
    if (unmounted) return;
    try {
      destroy = createTryOnLabel(host, shadow, store);
    } catch (error) {
      // As a React widget's error boundary would: report, and say so in place of a blank label.
      ctx.reportError(error, { where: 'widget:try-on-label' });
      const notice = document.createElement('p');
      notice.setAttribute('role', 'alert');
      notice.textContent = store.getState().session.t('widget.errors.crashed');
      shadow.replaceChildren(notice);
    }
  });
  return () => {
    unmounted = true;
    destroy?.();
  };
};
