import { act } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config';
import { fakeMountContext } from '../widget-contract.test-helpers';
import { SERVER_MARKUP_ATTR } from './server-markup';
import type { WidgetProps } from './widget-host';

vi.mock('../analytics/page-analytics', () => ({ startPageAnalytics: () => () => {} }));

const ctx = fakeMountContext({ config: parseConfig(JSON.stringify({ locale: 'en' }), 'https://cdn.example/vanity.js') });

/** Each card's renders, and how many cards were on screen at each commit (every layout effect of a commit sees the same). */
const renders: string[] = [];
const onScreenAtCommit = new Set<number>();
function Card({ host }: WidgetProps) {
  renders.push(host.id);
  useLayoutEffect(() => {
    onScreenAtCommit.add(Array.from(document.querySelectorAll('div')).filter((h) => h.shadowRoot?.querySelector('p.card')).length);
  }, []);
  return <p className="card">card {host.id}</p>;
}

/** A placeholder with its server HTML in an open shadow root, as a snippet's declarative shadow root gives it. */
function placeholder(id: string) {
  const host = document.createElement('div');
  host.id = id;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<div ${SERVER_MARKUP_ATTR}>server ${id}</div>`;
  return host;
}

const shows = (host: HTMLElement) => host.shadowRoot!.textContent;

/**
 * Runs `start`, then lets React work through its transitions and effects (each batch waits for the last commit's
 * effects). A mount once the root is up hands React a batch at once, so it starts inside act() too.
 */
const settle = (start: () => void = () => {}) =>
  act(async () => {
    start();
    for (let i = 0; i < 30; i++) await new Promise((r) => setTimeout(r, 0));
  });

afterEach(() => {
  document.body.innerHTML = '';
  renders.length = 0;
  onScreenAtCommit.clear();
});

describe('defineWidget: one root for every placeholder of a widget', () => {
  it('takes over a grid of any size a few hosts per commit, each in place of its server HTML', async () => {
    vi.resetModules();
    const { defineWidget, TAKEOVER_BATCH } = await import('./widget-host');
    const mount = defineWidget('grid-card', Card, '');
    const hosts = Array.from({ length: 4 * TAKEOVER_BATCH + 1 }, (_, i) => placeholder(`c${i}`));
    hosts.forEach((h) => mount(h, ctx));
    await settle();
    for (const h of hosts) expect(shows(h)).toBe(`card ${h.id}`);
    // Every host rendered once (the portals already shown are not rendered again)…
    expect([...renders].sort()).toEqual(hosts.map((h) => h.id).sort());
    // …over several commits, none taking more than a batch.
    const counts = [0, ...[...onScreenAtCommit].sort((a, b) => a - b)];
    expect(counts.at(-1)).toBe(hosts.length);
    expect(counts.length - 1).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < counts.length; i++) expect(counts[i]! - counts[i - 1]!).toBeLessThanOrEqual(TAKEOVER_BATCH);
    expect(document.querySelectorAll('[data-vanity-root="grid-card"]')).toHaveLength(1);
  });

  it('takes over hosts mounted after the root is up a few per commit too', async () => {
    vi.resetModules();
    const { defineWidget, TAKEOVER_BATCH } = await import('./widget-host');
    const mount = defineWidget('late-grid-card', Card, '');
    // The card the shopper points at mounts first; the rest of the grid when the browser is idle.
    mount(placeholder('first'), ctx);
    await settle();
    onScreenAtCommit.clear();
    const hosts = Array.from({ length: 4 * TAKEOVER_BATCH }, (_, i) => placeholder(`l${i}`));
    await settle(() => hosts.forEach((h) => mount(h, ctx)));
    for (const h of hosts) expect(shows(h)).toBe(`card ${h.id}`);
    const counts = [1, ...[...onScreenAtCommit].sort((a, b) => a - b)];
    expect(counts.at(-1)).toBe(hosts.length + 1);
    for (let i = 1; i < counts.length; i++) expect(counts[i]! - counts[i - 1]!).toBeLessThanOrEqual(TAKEOVER_BATCH);
  });

  it('mounts a host added later at once, and unmounting gives the host back with nothing rendered', async () => {
    vi.resetModules();
    const { defineWidget } = await import('./widget-host');
    const mount = defineWidget('late-card', Card, '');
    const first = placeholder('first');
    const unmountFirst = mount(first, ctx);
    await settle();
    const late = placeholder('late');
    await settle(() => mount(late, ctx));
    expect(shows(late)).toBe('card late');
    await act(async () => unmountFirst());
    expect(shows(first)).toBe('');
    expect(shows(late)).toBe('card late');
  });

  it('a host unmounted before its turn is never rendered', async () => {
    vi.resetModules();
    const { defineWidget } = await import('./widget-host');
    const mount = defineWidget('gone-card', Card, '');
    const kept = placeholder('kept');
    const gone = placeholder('gone');
    mount(kept, ctx);
    mount(gone, ctx)();
    await settle();
    expect(shows(kept)).toBe('card kept');
    expect(shows(gone)).toBe('server gone');
    expect(renders).not.toContain('gone');
  });
});

/** A widget with container queries lays out in an inner container; its host stays uncontained (base-styles.ts). */
describe('defineWidget: where the view renders', () => {
  const View = () => <p className="view">Shown</p>;

  it('renders a container-query widget inside .vanity-container, never making the host the container', async () => {
    vi.resetModules();
    const { defineWidget } = await import('./widget-host');
    const host = placeholder('contained');
    defineWidget('contained-probe', View, '', [], { container: true })(host, ctx);
    await settle();
    expect(host.shadowRoot!.querySelector('.view')!.parentElement!.className).toBe('vanity-container');
  });

  it('renders any other widget straight into its shadow root', async () => {
    vi.resetModules();
    const { defineWidget } = await import('./widget-host');
    const host = placeholder('plain');
    defineWidget('plain-probe', View, '')(host, ctx);
    await settle();
    expect(host.shadowRoot!.querySelector('.view')!.parentNode).toBe(host.shadowRoot);
  });
});
