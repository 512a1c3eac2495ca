/**
 * The controls every widget shares (README.md, "Design tokens"): buttons, links, fields, selects, checkboxes,
 * swatch and segmented radios, sliders, cards and badges, drawn from the base tokens alone. Every selector sits in
 * :where(), so it weighs nothing: a widget's own rule, however plain, wins without a fight over specificity.
 */
export const controlStyles = /* css */ `
/* Links first: every rule weighs the same, so a link drawn as a button (a.button.primary) takes the button's colours. */
:where(a) { color: inherit; text-decoration: underline; text-underline-offset: 0.2em; text-decoration-thickness: 1px; }
:where(a):where(:hover) { color: var(--_accent); }
:where(button, .button) {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--_space-2);
  min-height: 44px; padding: 0 var(--_space-5); margin: 0;
  border: 1px solid var(--_accent); border-radius: var(--_radius);
  background: transparent; color: var(--_accent);
  font: inherit; font-size: 15px; font-weight: 600; line-height: 1.2; letter-spacing: 0.02em; text-decoration: none; text-align: center;
  cursor: pointer; transition: background-color var(--_duration) var(--_ease), color var(--_duration) var(--_ease),
    border-color var(--_duration) var(--_ease), box-shadow var(--_duration) var(--_ease);
}
:where(button, .button):where(:hover:not(:disabled)) { background: var(--_surface-raised); }
:where(button.primary, .button.primary) { background: var(--_accent); color: var(--_accent-contrast); }
/* A veil rather than a second colour: the hover works on whatever accent a merchant or theme picks. */
:where(button.primary, .button.primary):where(:hover:not(:disabled)) { background: var(--_accent); box-shadow: inset 0 0 0 100px rgb(255 255 255 / 0.14); }
:where(button.danger) { background: var(--_error); border-color: var(--_error); color: #fff; }
:where(button.danger):where(:hover:not(:disabled)) { background: var(--_error); box-shadow: inset 0 0 0 100px rgb(0 0 0 / 0.12); }
:where(button.small) { min-height: 36px; padding: 0 var(--_space-4); font-size: var(--_text-sm); }
:where(button.icon) { width: 44px; padding: 0; border-color: var(--_line); border-radius: 50%; color: var(--_text); flex: none; }
:where(button.icon svg) { width: 20px; height: 20px; fill: currentColor; }
:where(button.link) {
  min-height: 0; padding: 0; border: 0; border-radius: 0; background: none; color: inherit;
  font-weight: 500; letter-spacing: normal; text-decoration: underline; text-underline-offset: 0.2em; text-decoration-thickness: 1px;
}
:where(button.link):where(:hover:not(:disabled)) { background: none; color: var(--_accent); }
:where(button, .button):where(:disabled, [aria-disabled="true"]) { opacity: 0.45; cursor: not-allowed; }
:where(a.button):where(:hover) { color: var(--_accent); }
:where(a.button.primary):where(:hover) { color: var(--_accent-contrast); }

:where(input:not([type="checkbox"], [type="radio"], [type="range"], [type="file"], [type="color"]), textarea, select) {
  min-height: 44px; padding: var(--_space-2) var(--_space-3); margin: 0;
  border: 1px solid var(--_line-strong); border-radius: var(--_field-radius);
  background: var(--_surface); color: var(--_text);
  /* 16px: smaller text makes iOS zoom into the field. */
  font: inherit; font-size: var(--_text-md); line-height: 1.4;
  transition: border-color var(--_duration) var(--_ease), box-shadow var(--_duration) var(--_ease);
}
:where(input, textarea, select):where(:hover:not(:disabled)) { border-color: var(--_text); }
:where(input, textarea, select):where(:focus-visible) { border-color: var(--_text); }
:where(input, textarea, select):where([aria-invalid="true"]) { border-color: var(--_error); }
:where(input, textarea, select):where(:disabled) { opacity: 0.55; cursor: not-allowed; }
:where(input, textarea)::placeholder { color: var(--_muted); opacity: 1; }
:where(textarea) { min-height: 88px; resize: vertical; }
/*
 * The chevron is two gradients in the text colour, so it follows the tokens, at the end in either direction. Its
 * properties are !important: a widget's plain background shorthand would otherwise wipe it, leaving a select
 * without its arrow (appearance: none took the native one).
 */
:where(select) {
  -webkit-appearance: none; appearance: none; max-width: 100%; cursor: pointer;
  padding-inline-end: 40px !important;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%) !important;
  background-size: 5px 5px, 5px 5px !important; background-repeat: no-repeat !important;
  background-position: right 20px center, right 15px center !important;
}
:where(select):where(:dir(rtl)) { background-position: left 15px center, left 20px center !important; }
:where(.field) { display: grid; gap: var(--_space-2); }
/* Full width inside a field only: elsewhere an input keeps its own width, beside a button on one line. */
:where(.field > input, .field > textarea) { width: 100%; }
:where(.field > label) { font-size: var(--_text-sm); font-weight: 600; }
:where(.hint, .field-hint) { font-size: var(--_text-sm); color: var(--_muted); }

:where(input[type="checkbox"], input[type="radio"]) { width: 20px; height: 20px; margin: 0; accent-color: var(--_accent); cursor: pointer; flex: none; }
:where(.check) { display: inline-flex; align-items: flex-start; gap: var(--_space-2); font-size: var(--_text-sm); font-weight: 400; cursor: pointer; }
:where(.check input) { margin-top: 1px; }

/* Swatches: radios drawn as colour chips; the input covers its chip, so a click anywhere on it picks the shade. */
:where(.swatches) { display: flex; flex-wrap: wrap; gap: var(--_space-3); margin: 0; padding: 0; border: 0; min-width: 0; }
:where(.swatch) { position: relative; display: inline-grid; border-radius: 50%; cursor: pointer; }
:where(.swatch input) { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
:where(.swatch img, .swatch .chip) {
  display: block; width: 36px; height: 36px; border-radius: 50%; object-fit: cover;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08); transition: outline-color var(--_duration) var(--_ease);
  outline: 2px solid transparent; outline-offset: 3px;
}
:where(.swatch input:checked + img, .swatch input:checked + .chip) { outline-color: var(--_text); }
:where(.swatch input:focus-visible + img, .swatch input:focus-visible + .chip) { outline: 3px solid var(--_focus); }
:where(.swatch input:disabled + img, .swatch input:disabled + .chip) { opacity: 0.35; }

/* Segmented: a row of radios (or pressed buttons) in one pill. */
:where(.segmented) { display: inline-flex; flex-wrap: wrap; gap: 2px; padding: 3px; margin: 0; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface-raised); min-width: 0; }
:where(.segmented > label, .segmented > button) {
  position: relative; display: inline-flex; align-items: center; justify-content: center; min-height: 38px; padding: 0 var(--_space-4);
  border: 0; border-radius: var(--_radius); background: transparent; color: var(--_muted);
  font-size: var(--_text-sm); font-weight: 600; cursor: pointer; transition: background-color var(--_duration) var(--_ease), color var(--_duration) var(--_ease);
}
:where(.segmented > label input) { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
:where(.segmented > label:has(input:checked), .segmented > button[aria-pressed="true"]) { background: var(--_surface); color: var(--_text); box-shadow: var(--_shadow-sm); }
:where(.segmented > label:has(input:focus-visible)) { outline: 2px solid var(--_focus); outline-offset: 2px; }

/* Choices: a list of radios or checkboxes as bordered rows. */
:where(.choices) { display: grid; gap: var(--_space-2); margin: 0; padding: 0; border: 0; min-width: 0; }
:where(.choice) {
  display: flex; align-items: center; gap: var(--_space-3); min-height: 48px; padding: var(--_space-2) var(--_space-4);
  border: 1px solid var(--_line); border-radius: var(--_field-radius); background: var(--_surface);
  font-size: var(--_text-md); font-weight: 500; cursor: pointer; transition: border-color var(--_duration) var(--_ease), background-color var(--_duration) var(--_ease);
}
:where(.choice):where(:hover) { border-color: var(--_line-strong); }
:where(.choice:has(input:checked)) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); background: var(--_surface-raised); }

/* Sliders: a hairline track and a solid thumb in the accent. */
:where(input[type="range"]) {
  -webkit-appearance: none; appearance: none; width: 100%; min-height: 28px; margin: 0; background: transparent; cursor: pointer; accent-color: var(--_accent);
}
:where(input[type="range"])::-webkit-slider-runnable-track { height: 4px; border-radius: 2px; background: var(--_line); }
:where(input[type="range"])::-moz-range-track { height: 4px; border-radius: 2px; background: var(--_line); }
:where(input[type="range"])::-moz-range-progress { height: 4px; border-radius: 2px; background: var(--_accent); }
:where(input[type="range"])::-webkit-slider-thumb {
  -webkit-appearance: none; width: 22px; height: 22px; margin-top: -9px; border: 3px solid var(--_surface); border-radius: 50%;
  background: var(--_accent); box-shadow: 0 1px 4px rgb(0 0 0 / 0.3);
}
:where(input[type="range"])::-moz-range-thumb { width: 16px; height: 16px; border: 3px solid var(--_surface); border-radius: 50%; background: var(--_accent); box-shadow: 0 1px 4px rgb(0 0 0 / 0.3); }

:where(.card) { padding: var(--_space-5); border: 1px solid var(--_line); border-radius: var(--_panel-radius); background: var(--_surface); box-shadow: var(--_shadow-sm); }
:where(.card.raised) { border-color: transparent; background: var(--_surface-raised); box-shadow: none; }
:where(.badge, .pill) {
  display: inline-flex; align-items: center; gap: var(--_space-1); min-height: 28px; padding: 0 var(--_space-3);
  border-radius: 999px; background: var(--_surface-raised); color: var(--_text);
  font-size: var(--_text-sm); font-weight: 600; line-height: 1.2; white-space: nowrap;
}
:where(.badge.accent, .pill.accent) { background: var(--_accent); color: var(--_accent-contrast); }
:where(.badge.live) { background: var(--_error); color: #fff; }
:where(.badge.success) { background: var(--_success); color: #fff; }
:where(.eyebrow) { font-size: var(--_text-sm); font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--_muted); }
:where(.error-text, [role="alert"].error) { color: var(--_error); }
`;
