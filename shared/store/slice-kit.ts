import type { AppDeps } from './app-deps';
import type { AppStore } from './create-app-store';

/**
 * What a slice split by use case hands each of its action modules: the page's
 * store and deps. A slice extends it with its own helpers (patch, failures...)
 * and the state its modules share, so that state lives in one place.
 */
export interface SliceKit {
  deps: AppDeps;
  set: AppStore['setState'];
  get: AppStore['getState'];
}
