import type { VanityConfig } from './config';
import type { RouteMatch } from './routes/route-table';

/** What the loader hands every widget chunk. */
export interface MountContext {
  config: VanityConfig;
  route: RouteMatch | null;
}

/** Every `*.chunk.tsx` exports this; the returned function unmounts. */
export type MountWidget = (host: HTMLElement, ctx: MountContext) => () => void;

export interface WidgetModule {
  mount: MountWidget;
}
