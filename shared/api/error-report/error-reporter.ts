import type { Ids } from '../../ids';
import { HttpError, NetworkError } from '../../http';

/** Spec 2 §9: the same error is reported once per 60 s. */
export const ERROR_REPORT_DEDUP_MS = 60_000;

export interface ErrorReporterDeps {
  endpoint: string;
  ids: () => Ids;
  commitId: string;
  send: (url: string, body: unknown) => Promise<unknown>;
  now?: () => number;
}

export type ReportError = (error: unknown, context?: { where: string } & Record<string, string | number | boolean>) => void;

function describe(error: unknown): { name: string; message: string; stack?: string; status?: number; requestUrl?: string; cause?: string } {
  if (error instanceof HttpError) return { name: error.name, message: error.message, status: error.status, requestUrl: error.response.url };
  if (error instanceof NetworkError) return { name: error.name, message: error.message, requestUrl: error.url };
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

/** An address without its query and fragment: they can carry an email, a code or a token. */
function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** Text with every address in it cut back the same way (an HttpError's message names its URL). */
function scrubbed(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"']*|(?:^|\s)\/[^\s?#"']*)[?#][^\s"']*/gi, '$1');
}

/**
 * Error reports go out whatever the shopper's consent (issue 19), so they carry no personal data: the error
 * (name, message, stack, HTTP status), the request's and the page's address without query or fragment, what
 * the widget was doing (context), the build's commit, the time, and the page's session id (random, kept in
 * memory until the shopper consents). Never the device id, the customer id, a photo or anything typed.
 */
export function createErrorReporter(deps: ErrorReporterDeps): ReportError {
  const now = deps.now ?? Date.now;
  const lastSent = new Map<string, number>();
  return (error, context) => {
    if (!deps.endpoint) return;
    const info = describe(error);
    const key = `${context?.where ?? ''}|${info.name}|${info.message}`;
    const at = now();
    const previous = lastSent.get(key);
    if (previous !== undefined && at - previous < ERROR_REPORT_DEDUP_MS) return;
    lastSent.set(key, at);
    deps
      .send(deps.endpoint, {
        ...info,
        message: scrubbed(info.message),
        ...(info.stack ? { stack: scrubbed(info.stack) } : {}),
        ...(info.requestUrl ? { requestUrl: withoutQuery(info.requestUrl) } : {}),
        context: context ?? {},
        sessionId: deps.ids().sessionId,
        commitId: deps.commitId,
        url: typeof location !== 'undefined' ? withoutQuery(location.href) : null,
        timestamp: new Date(at).toISOString(),
      })
      .catch(() => {
        /* fire and forget */
      });
  };
}
