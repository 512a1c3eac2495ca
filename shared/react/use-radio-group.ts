import { useRef, type KeyboardEvent } from 'react';

/**
 * One radio group, one tab stop (WAI-ARIA radio group pattern): the chosen item (else the first) is the only
 * one in the tab order; arrow keys move and select, wrapping, and Home/End go to either end. Left and right
 * follow the reading direction, so on a right-to-left page ArrowLeft moves forward. Works for native radio
 * inputs (swatch lists) and role="radio" elements alike; spread `group` on the container and `item(i)` on each.
 */
export function useRadioGroup<T>(values: readonly T[], selected: T | null | undefined, onSelect: (value: T) => void) {
  const items = useRef<Array<HTMLElement | null>>([]);
  const stop = Math.max(0, selected === undefined || selected === null ? 0 : values.indexOf(selected));

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const at = items.current.indexOf(e.target as HTMLElement);
    if (at < 0 || values.length === 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const last = values.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      ArrowRight: rtl ? at - 1 : at + 1,
      ArrowLeft: rtl ? at + 1 : at - 1,
      Home: 0,
      End: last,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + values.length) % values.length;
    items.current[next]?.focus();
    onSelect(values[next]!);
  }

  return {
    group: { onKeyDown },
    item: (index: number) => ({
      tabIndex: index === stop ? 0 : -1,
      ref: (el: HTMLElement | null) => {
        items.current[index] = el;
      },
    }),
  };
}
