import type { AbortReason } from './plugin-states';

/** A try-on session ended for one of spec 1 §4's abort reasons. */
export class TryOnAbort extends Error {
  override name = 'TryOnAbort';
  constructor(
    readonly reason: AbortReason,
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/**
 * Spec 1 §8's startup error: the session failed while starting for a reason that is none of the abort reasons nor a
 * camera result (the camera's video would not play, the photo or first frame could not be decoded).
 */
export class TryOnStartupError extends Error {
  override name = 'TryOnStartupError';
  constructor(cause: unknown) {
    super(`try-on startup failed: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`, { cause });
  }
}
