import type { Ids } from '../../ids';
import type { HttpError, NetworkError } from '../../http';
import { outgoingAddress, outgoingPageAddress, outgoingText } from '../../privacy/outgoing-address';

/** Spec 2 §9: the same error is reported once per 60 s. */
export const ERROR_REPORT_DEDUP_MS = 60_000;

export interface ErrorReporterDeps {
  endpoint: string;
  ids: () => Ids;
  commitId: string;
  send: (url: string, body: unknown) => Promise<unknown>;
  now?: () => number;
  /** The page is being left (pagehide): requests the browser cancels then are not failures. */
  leaving?: () => boolean;
}

export type ReportError = (error: unknown, context?: { where: string } & Record<string, string | number | boolean>) => void;

/**
 * By name, not instanceof: the reporter lives in the runtime's build and each widget chunk has its own copy of
 * shared/http.ts (adoptHttp), so a slice's HttpError is not the runtime's class.
 */
function describe(error: unknown): { name: string; message: string; stack?: string; status?: number; requestUrl?: string; cause?: string } {
  const failed = error as Partial<HttpError & NetworkError> | null;
  if (error instanceof Error && error.name === 'HttpError' && typeof failed?.response?.status === 'number')
    return { name: error.name, message: error.message, status: failed.response.status, requestUrl: failed.response.url };
  if (error instanceof Error && error.name === 'NetworkError' && typeof failed?.url === 'string')
    return { name: error.name, message: error.message, requestUrl: failed.url };
  if (error instanceof Error) {
    const cause =
      error.cause instanceof Error
        ? `${error.cause.name}: ${error.cause.message}`
        : error.cause === undefined
          ? undefined
          : String(error.cause);
    return { name: error.name, message: error.message, stack: error.stack, ...(cause ? { cause } : {}) };
  }
  return { name: 'NonError', message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

/** A context's text values through the one door (a video's failed segment, a cart endpoint, a handle). */
function outgoingContext(context: Record<string, string | number | boolean>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(context).map(([k, v]) => [k, typeof v === 'string' ? outgoingText(v) : v]));
}

/**
 * Error reports go out whatever the shopper's consent, so they carry no personal data: the error
 * (name, message, stack, cause, HTTP status), the request's and the page's address, what the widget was doing
 * (context), the build's commit, the time, and the page's session id (random, kept in memory until the shopper
 * consents). Never the device id, the customer id, a photo or anything typed. Every address and every text that
 * may hold one goes through the one door (`shared/privacy/outgoing-address.ts`): an HttpError's message names
 * its URL, and the account state's URL names the shopper's email.
 */
export function createErrorReporter(deps: ErrorReporterDeps): ReportError {
  const now = deps.now ?? Date.now;
  const lastSent = new Map<string, number>();
  return (error, context) => {
    if (!deps.endpoint) return;
    // A fetch the browser cancels as the shopper leaves the page rejects with a TypeError ("Failed to fetch"):
    // navigation, not a fault, so it is not reported.
    if (deps.leaving?.() && error instanceof TypeError) return;
    const { name, message, stack, status, requestUrl, cause } = describe(error);
    const info = {
      name: outgoingText(name),
      message: outgoingText(message),
      ...(stack ? { stack: outgoingText(stack) } : {}),
      ...(status !== undefined ? { status } : {}),
      ...(requestUrl ? { requestUrl: outgoingAddress(requestUrl) } : {}),
      ...(cause ? { cause: outgoingText(cause) } : {}),
    };
    const key = `${context?.where ?? ''}|${info.name}|${info.message}`;
    const at = now();
    const previous = lastSent.get(key);
    if (previous !== undefined && at - previous < ERROR_REPORT_DEDUP_MS) return;
    lastSent.set(key, at);
    deps
      .send(deps.endpoint, {
        ...info,
        context: context ? outgoingContext(context) : {},
        sessionId: deps.ids().sessionId,
        commitId: deps.commitId,
        url: outgoingPageAddress(),
        timestamp: new Date(at).toISOString(),
      })
      .catch(() => {
        /* fire and forget */
      });
  };
}
