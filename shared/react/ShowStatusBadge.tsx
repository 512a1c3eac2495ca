import type { ShowStatus } from '../live/show-status';
import { useAppStore } from '../store/react';

/** A show's status as a pill (showStatus decides the word and tone; this only draws it). */
export function ShowStatusBadge({ status }: { status: ShowStatus }) {
  const t = useAppStore((s) => s.session.t);
  return (
    <span className="status" data-tone={status.tone}>
      {t(status.label)}
    </span>
  );
}

/**
 * The pill hugs its word at any width (never stretched by a grid or flex
 * parent), and stays at 14 px so it reads over a picture or on a phone.
 */
export const showStatusStyles = /* css */ `
.status { display: inline-flex; align-items: center; gap: 6px; inline-size: max-content; max-inline-size: 100%; justify-self: start; align-self: center; flex: none; padding: 2px 10px; border-radius: 999px; font-size: 14px; font-weight: 600; line-height: 1.5; letter-spacing: 0.02em; white-space: nowrap; background: #ffffff; color: var(--_text); box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08); }
.status[data-tone='live'] { background: #c8102e; color: #ffffff; box-shadow: none; }
.status[data-tone='live']::before { content: ''; inline-size: 7px; block-size: 7px; border-radius: 50%; background: currentColor; }
.status[data-tone='waiting'] { background: #fff4dc; color: #6b4400; box-shadow: inset 0 0 0 1px #e9c77a; }
.status[data-tone='past'] { background: #efe9e5; color: #3f3733; }
`;
