import type { AbortReason } from './plugin-states';

/** A try-on session ended for one of spec 1 §4's abort reasons. */
export class TryOnAbort extends Error {
  override name = 'TryOnAbort';
  constructor(readonly reason: AbortReason, cause?: unknown) {
    super(reason, { cause });
  }
}
