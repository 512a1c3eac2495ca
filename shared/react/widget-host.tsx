import {
  Component,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  type ReactPortal,
} from 'react';
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

/** The boundary a widget's view renders in; it reads the reporter itself, so a host's portal is made once. */
function Guard({ widget, children }: { widget: string; children: ReactNode }) {
  const report = useAppStore((s) => s.session.reportError);
  return (
    <ErrorBoundary report={report} widget={widget} fallback={<CrashNotice />}>
      {children}
    </ErrorBoundary>
  );
}

function CrashNotice() {
  const t = useAppStore((s) => s.session.t);
  return <p role="alert">{t('widget.errors.crashed')}</p>;
}

/**
 * How many placeholders one render takes over. A collection page mounts every label at once when the browser is
 * idle; React commits in one piece, so the grid is taken over a few cards per commit, each render in a transition
 * (time-sliced, yielding to input every few milliseconds). What one task costs then does not grow with the cards.
 */
export const TAKEOVER_BATCH = 6;

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
  /**
   * Each mounted host's portal, made once: a render that adds hosts hands React the same elements for those already
   * shown, so it skips them rather than rendering every label again.
   */
  const portals = new Map<HTMLElement, ReactPortal>();
  /** Mounted, not yet handed to React, in order (a host the shopper is on goes first). */
  let queue: HTMLElement[] = [];
  /** What React renders. */
  let shown: ReactPortal[] = [];
  let show: ((list: ReactPortal[]) => void) | null = null;
  /** A batch handed to React and not yet committed: the commit's effect takes the next, so a mount must not. */
  let inFlight = false;
  let root: Root | null = null;
  let nextKey = 1;

  /** Hands React the next few queued hosts, in a transition. */
  function takeNext() {
    if (!show || queue.length === 0) return;
    const batch = queue.splice(0, TAKEOVER_BATCH).filter((host) => portals.has(host));
    if (batch.length === 0) return takeNext();
    shown = [...shown, ...batch.map((host) => portals.get(host)!)];
    const list = shown;
    const set = show;
    inFlight = true;
    startTransition(() => set(list));
  }

  function Portals() {
    const [list, setList] = useState(shown);
    useLayoutEffect(() => {
      show = setList;
      return () => {
        show = null;
      };
    }, []);
    // After each commit, the next batch: the browser paints and handles input between them.
    useEffect(() => {
      if (list !== shown) {
        // A newer list is on its way (its commit goes on from here), or one changed before this root could hear.
        if (!inFlight) startTransition(() => setList(shown));
        return;
      }
      inFlight = false;
      if (queue.length > 0) takeNext();
    }, [list]);
    return list;
  }

  return function mount(host, ctx) {
    const store = getAppStore(ctx);
    if (!setUp) {
      setUp = true;
      installOnPage(ctx, slices);
    }
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, css);
    portals.set(
      host,
      createPortal(
        <TakeOver shadow={shadow}>
          <HostLanguage host={host}>
            <Guard widget={name}>
              {container ? (
                <div className="vanity-container">
                  <View host={host} ctx={ctx} />
                </div>
              ) : (
                <View host={host} ctx={ctx} />
              )}
            </Guard>
          </HostLanguage>
        </TakeOver>,
        shadow,
        String(nextKey++),
      ),
    );
    // A host the shopper is pointing at or in is taken over first.
    if (host.matches(':hover, :focus-within')) queue.unshift(host);
    else queue.push(host);
    if (!root) {
      const container = document.createElement('div');
      container.setAttribute('data-vanity-root', name);
      container.hidden = true;
      document.body.append(container);
      const created = createRoot(container);
      root = created;
      // First paint waits for the page's language, so no text flashes in English.
      void loadCatalogue(ctx.config.locale).then(() =>
        startTransition(() =>
          created.render(
            <StoreProvider store={store}>
              <Portals />
            </StoreProvider>,
          ),
        ),
      );
    } else if (show && !inFlight) {
      // Nothing in flight: the Portals effect picks up a queue only after a commit.
      takeNext();
    }
    return () => {
      const portal = portals.get(host);
      if (!portal) return;
      portals.delete(host);
      queue = queue.filter((h) => h !== host);
      if (shown.includes(portal)) {
        shown = shown.filter((p) => p !== portal);
        const list = shown;
        show?.(list);
      }
    };
  };
}
