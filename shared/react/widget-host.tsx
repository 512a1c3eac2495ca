import { Component, useLayoutEffect, useSyncExternalStore, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReportError } from '../api/error-report/error-reporter';
import { loadCatalogue } from '../i18n';
import { getAppStore, installOnPage } from '../store/app-store';
import type { AnySlice } from '../store/define-slice';
import { StoreProvider, useAppStore } from '../store/react';
import type { MountContext, MountWidget } from '../widget-contract';
import { baseStyles } from './base-styles';
import { applyHostLanguage } from './host-language';
import { controlStyles } from './controls.styles';
import { removeServerMarkup } from './server-markup';
import { adoptStyles } from './shadow-styles';

export interface WidgetProps {
  /** The theme's placeholder element; its data-* attributes are the widget's inputs. */
  host: HTMLElement;
  ctx: MountContext;
}

class ErrorBoundary extends Component<
  { report: ReportError; widget: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.report(error, { where: `widget:${this.props.widget}`, componentStack: (info.componentStack ?? '').slice(0, 500) });
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Replaces the snippet's server markup in the commit that renders the widget's own (server-markup.ts). */
function TakeOver({ shadow, children }: { shadow: ShadowRoot; children: ReactNode }) {
  useLayoutEffect(() => removeServerMarkup(shadow), [shadow]);
  return children;
}

/** Keeps the host's lang and dir on the session's locale, which changes with the account's language. */
export function HostLanguage({ host, children }: { host: HTMLElement; children: ReactNode }) {
  const locale = useAppStore((s) => s.session.locale);
  useLayoutEffect(() => applyHostLanguage(host, locale), [host, locale]);
  return children;
}

function CrashNotice() {
  const t = useAppStore((s) => s.session.t);
  return <p role="alert">{t('widget.errors.crashed')}</p>;
}

/**
 * Makes a chunk's mount(): every placeholder of this widget gets its own
 * shadow root, and all of them render through one React root with portals
 * (a collection grid of try-on labels is one root, not forty).
 */
export function defineWidget(
  name: string,
  View: ComponentType<WidgetProps>,
  styles: string,
  /** The store slices the widget reads, installed (with what they require) before its first mount. */
  slices: readonly AnySlice[] = [],
  {
    controls = true,
    container = false,
  }: {
    /**
     * The shared controls (controls.styles.ts) come with the base tokens, unless a widget must match server HTML
     * that carries only its own sheet (the try-on label, repeated on every card of a collection).
     */
    controls?: boolean;
    /**
     * The widget lays itself out by its own width (container queries): its view renders in an inner
     * inline-size container, never on the host, whose intrinsic widths keep it wide in a container sized by its
     * content (base-styles.ts).
     */
    container?: boolean;
  } = {},
): MountWidget {
  const css = baseStyles + (controls ? controlStyles : '') + styles;
  let setUp = false;
  const hosts = new Map<HTMLElement, { shadow: ShadowRoot; key: number; ctx: MountContext }>();
  let snapshot: Array<[HTMLElement, { shadow: ShadowRoot; key: number; ctx: MountContext }]> = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    snapshot = [...hosts];
    listeners.forEach((l) => l());
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  let root: Root | null = null;
  let nextKey = 1;

  function Portals() {
    const list = useSyncExternalStore(subscribe, () => snapshot);
    const report = useAppStore((s) => s.session.reportError);
    return list.map(([host, { shadow, key, ctx }]) =>
      createPortal(
        <TakeOver shadow={shadow}>
          <HostLanguage host={host}>
            <ErrorBoundary report={report} widget={name} fallback={<CrashNotice />}>
              {container ? (
                <div className="vanity-container">
                  <View host={host} ctx={ctx} />
                </div>
              ) : (
                <View host={host} ctx={ctx} />
              )}
            </ErrorBoundary>
          </HostLanguage>
        </TakeOver>,
        shadow,
        String(key),
      ),
    );
  }

  return function mount(host, ctx) {
    const store = getAppStore(ctx);
    if (!setUp) {
      setUp = true;
      installOnPage(ctx, slices);
    }
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, css);
    hosts.set(host, { shadow, key: nextKey++, ctx });
    if (!root) {
      const container = document.createElement('div');
      container.setAttribute('data-vanity-root', name);
      container.hidden = true;
      document.body.append(container);
      const created = createRoot(container);
      root = created;
      // First paint waits for the page's language, so no text flashes in English.
      void loadCatalogue(ctx.config.locale).then(() =>
        created.render(
          <StoreProvider store={store}>
            <Portals />
          </StoreProvider>,
        ),
      );
    }
    emit();
    return () => {
      if (hosts.delete(host)) emit();
    };
  };
}
