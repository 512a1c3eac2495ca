import type { VanityConfig } from './config';
import type { RouteMatch } from './routes/route-table';

/** What the loader hands every widget chunk. */
export interface MountContext {
  config: VanityConfig;
  route: RouteMatch | null;
  /** Goes to a URL by the route table's rules; the loader owns the table, so widget chunks do not carry it. */
  navigate: (to: string) => void;
}

/** Every `*.chunk.tsx` exports this; the returned function unmounts. */
export type MountWidget = (host: HTMLElement, ctx: MountContext) => () => void;

export interface WidgetModule {
  mount: MountWidget;
}
