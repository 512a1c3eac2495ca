import { render } from '@testing-library/react';
import { useRef, type RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusablesIn, useFocusTrap } from './use-focus-trap';

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

function Panel({ returnTo }: { returnTo?: RefObject<HTMLElement | null> }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, null, undefined, returnTo);
  return (
    <div ref={ref}>
      <button>inside</button>
    </div>
  );
}

describe('useFocusTrap gives focus back on closing', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('to the control that opened the panel', () => {
    const opener = document.createElement('button');
    const fallback = { current: document.createElement('button') };
    document.body.append(opener, fallback.current);
    opener.focus();
    const view = render(<Panel returnTo={fallback} />);
    expect(document.activeElement?.textContent).toBe('inside');
    view.unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('to its way in, when the page opened it with nothing focused (?vto=)', () => {
    const fallback = { current: document.createElement('button') };
    document.body.append(fallback.current);
    (document.activeElement as HTMLElement | null)?.blur();
    const view = render(<Panel returnTo={fallback} />);
    view.unmount();
    expect(document.activeElement).toBe(fallback.current);
  });
});
