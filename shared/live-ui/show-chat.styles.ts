import { WIDER_THAN_MOBILE } from '../react/breakpoints';
/** The chat's own styles; each widget that shows a chat adds them to its stylesheet. */
export const showChatStyles = /* css */ `
.chat { display: flex; flex-direction: column; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; padding: 14.4px; background: var(--_surface); }
.chat h3 { margin: 0 0 8px; }
.pinned { margin: 0 0 8px; padding: 8px 11.2px; border-radius: 8px; background: #f4eee9; font-size: 14.4px; }
.pin-label { font-weight: 700; color: var(--_accent); }
.chat-status, .chat-empty { font-size: 14px; opacity: 0.8; margin: 4px 0; }
.messages { list-style: none; margin: 0; padding: 0 4px 0 0; height: 256px; overflow-y: auto; overscroll-behavior: contain; display: flex; flex-direction: column; gap: 11.2px; }
@container ${WIDER_THAN_MOBILE} { .messages { height: 384px; } }
.messages:empty { height: auto; }
.message { line-height: 1.4; overflow-wrap: anywhere; font-size: 15.2px; }
.author { font-weight: 700; }
.message.mine .author { color: var(--_accent); }
.role { display: inline-block; margin-inline-start: 5.6px; padding: 0 5.6px; border-radius: 4px; background: var(--_accent); color: var(--_accent-contrast); font-size: 14px; line-height: 1.25; font-weight: 700; vertical-align: baseline; }
/* The role badge's class (.host) is also the watch page's host line: keep that one's margins off the chat's line. */
.message .role { margin-block: 0; }
.text { white-space: pre-wrap; }
/* A person's text is isolated (<bdi>): its direction stays inside it. */
bdi, .text { unicode-bidi: isolate; }
.composer { margin-top: 9.6px; }
.name-prompt { margin-top: 9.6px; padding: 9.6px; border: 1px solid rgb(0 0 0 / 0.2); border-radius: 8px; }
.name-prompt h4 { margin: 0 0 4.8px; }
.name-prompt input { box-sizing: border-box; width: 100%; font: inherit; padding: 6.4px 9.6px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); }
.name-prompt input[aria-invalid='true'] { border-color: var(--_error); }
.composer textarea { box-sizing: border-box; width: 100%; font: inherit; padding: 8px 9.6px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); resize: vertical; }
.composer textarea[aria-invalid='true'] { border-color: var(--_error); }
.composer-row { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.chat .counter { font-size: 14px; font-variant-numeric: tabular-nums; opacity: 0.8; }
.chat .counter.over { color: var(--_error); font-weight: 700; opacity: 1; }
.mod { display: inline-flex; gap: 4px; margin-inline-start: 5.6px; vertical-align: middle; }
.mod button { min-height: 28px; margin: 0; padding: 0.1em 0.6em; font-size: 14px; border-radius: 6px; background: transparent; color: var(--_accent); }
.pinned .mod { float: inline-end; }
.edited { font-size: 14px; opacity: 0.7; }
.inline-action { min-height: 28px; margin: 0 0 0 5.6px; padding: 0.05em 0.5em; font-size: 14px; border-radius: 6px; background: transparent; color: var(--_accent); vertical-align: middle; }
.edit { display: flex; gap: 4px; align-items: center; margin-top: 3.2px; }
.edit .inline-action { margin: 0; flex: none; }
.edit input { flex: 1 1 96px; min-width: 0; font: inherit; padding: 4.8px 8px; border-radius: 6px; border: 1px solid rgb(0 0 0 / 0.35); }
.notice-line { font-size: 14px; font-style: italic; opacity: 0.85; margin: 6.4px 0 0; }
.notice-line:empty { display: none; }
.mod-status { font-size: 14px; margin: 4px 0 0; }
.mod-status:empty { display: none; }
`;
