import type { CdnClient } from '../api/cdn/cdn-client';
import type { CatalogSource } from '../catalog/catalog-source';
import type { AnalyticsClient } from '../api/analytics/analytics-client';
import type { ReportError } from '../api/error-report/error-reporter';
import type { VanityConfig } from '../config';
import type { Ids } from '../ids';
import type { SafeStorage } from '../storage-keys';
import type { WorkerClient } from '../worker/worker-client';

/** Everything the store's actions reach outside themselves; tests pass fakes. */
export interface AppDeps {
  config: VanityConfig;
  ids: Ids;
  worker: Pick<WorkerClient, 'downscaleImage' | 'compressToByteCap' | 'startTracker' | 'track'>;
  cdn: CdnClient;
  sessionStorage: SafeStorage;
  navigate: (to: string) => void;
  currentUrl: () => string;
  reportError: ReportError;
  analytics: AnalyticsClient;
  blobToDataUrl: (blob: Blob) => Promise<string>;
  now: () => number;
  catalog: CatalogSource;
  /** Warnings for the developer console (spec 2 §8: failed product or inventory fetches). */
  warn: (message: string, detail?: unknown) => void;
}
