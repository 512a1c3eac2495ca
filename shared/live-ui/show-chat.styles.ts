import { WIDER_THAN_MOBILE } from '../react/breakpoints';
/** The chat's own styles; each widget that shows a chat adds them to its stylesheet. */
export const showChatStyles = /* css */ `
.chat { display: flex; flex-direction: column; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; padding: 0.9rem; background: var(--_surface); }
.chat h3 { margin: 0 0 0.5rem; }
.pinned { margin: 0 0 0.5rem; padding: 0.5rem 0.7rem; border-radius: 8px; background: #f4eee9; font-size: 0.9rem; }
.pin-label { font-weight: 700; color: var(--_accent); }
.chat-status, .chat-empty { font-size: 0.85rem; opacity: 0.8; margin: 0.25rem 0; }
.messages { list-style: none; margin: 0; padding: 0 0.25rem 0 0; height: 16rem; overflow-y: auto; overscroll-behavior: contain; display: flex; flex-direction: column; gap: 0.7rem; }
@container ${WIDER_THAN_MOBILE} { .messages { height: 24rem; } }
.messages:empty { height: auto; }
.message { line-height: 1.4; overflow-wrap: anywhere; font-size: 0.95rem; }
.author { font-weight: 700; }
.message.mine .author { color: var(--_accent); }
.role { display: inline-block; margin-left: 0.35rem; padding: 0 0.35rem; border-radius: 4px; background: var(--_accent); color: var(--_accent-contrast); font-size: 0.7rem; line-height: 1.4; font-weight: 700; vertical-align: middle; }
.text { white-space: pre-wrap; }
/* A person's text is isolated (<bdi>): its direction stays inside it. */
bdi, .text { unicode-bidi: isolate; }
.composer { margin-top: 0.6rem; }
.name-prompt { margin-top: 0.6rem; padding: 0.6rem; border: 1px solid rgb(0 0 0 / 0.2); border-radius: 8px; }
.name-prompt h4 { margin: 0 0 0.3rem; }
.name-prompt input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.4rem 0.6rem; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); }
.name-prompt input[aria-invalid='true'] { border-color: var(--_error); }
.composer textarea { box-sizing: border-box; width: 100%; font: inherit; padding: 0.5rem 0.6rem; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); resize: vertical; }
.composer textarea[aria-invalid='true'] { border-color: var(--_error); }
.composer-row { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; }
.counter { font-size: 0.85rem; font-variant-numeric: tabular-nums; opacity: 0.8; }
.counter.over { color: var(--_error); font-weight: 700; opacity: 1; }
.mod { display: inline-flex; gap: 0.25rem; margin-left: 0.35rem; vertical-align: middle; }
.mod button { min-height: 28px; margin: 0; padding: 0.1em 0.6em; font-size: 0.75rem; border-radius: 6px; background: transparent; color: var(--_accent); }
.pinned .mod { float: right; }
.edited { font-size: 0.8rem; opacity: 0.7; }
.inline-action { min-height: 28px; margin: 0 0 0 0.35rem; padding: 0.05em 0.5em; font-size: 0.75rem; border-radius: 6px; background: transparent; color: var(--_accent); vertical-align: middle; }
.edit { display: flex; gap: 0.25rem; align-items: center; margin-top: 0.2rem; }
.edit .inline-action { margin: 0; flex: none; }
.edit input { flex: 1 1 6rem; min-width: 0; font: inherit; padding: 0.3rem 0.5rem; border-radius: 6px; border: 1px solid rgb(0 0 0 / 0.35); }
.notice-line { font-size: 0.85rem; font-style: italic; opacity: 0.85; margin: 0.4rem 0 0; }
.notice-line:empty { display: none; }
.mod-status { font-size: 0.8rem; margin: 0.25rem 0 0; }
.mod-status:empty { display: none; }
`;
