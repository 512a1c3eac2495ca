import { describe, expect, it } from 'vitest';
import { focusablesIn } from './use-focus-trap';

describe('focusablesIn', () => {
  it('counts a radio group as one Tab stop: the checked radio, else the first', () => {
    const panel = document.createElement('div');
    panel.innerHTML = `<button id="a">a</button>
      <input type="radio" name="shade" id="s1"><input type="radio" name="shade" id="s2" checked><input type="radio" name="shade" id="s3">
      <input type="radio" name="look" id="l1"><input type="radio" name="look" id="l2">
      <button id="z">z</button>`;
    expect(focusablesIn(panel).map((el) => el.id)).toEqual(['a', 's2', 'l1', 'z']);
  });
});
