import { useId } from 'react';
import type { Variant } from '../../shared/catalog/product-types';

/**
 * One option of a featured product as a radio group: colour swatches when every value has a colour (a shade),
 * else words. Native radios, so the group is one tab stop and the arrow keys move the choice.
 */
export function OptionPicker({
  option,
  index,
  variants,
  chosen,
  onPick,
}: {
  option: string;
  index: number;
  variants: Variant[];
  chosen: string;
  onPick: (value: string) => void;
}) {
  const name = useId();
  const labelId = `${name}-label`;
  const values = [...new Set(variants.map((v) => v.options[index] ?? ''))].filter(Boolean);
  // One value is no choice.
  if (values.length < 2) return null;
  // The colour of a value: the first variant that has it (a shade's colour does not depend on the other options).
  const colors = values.map((value) => variants.find((v) => v.options[index] === value && v.color)?.color ?? null);
  const swatches = colors.every(Boolean);
  return (
    // Named by the option alone ("Shade"): the checked radio says which one is chosen.
    <fieldset className={swatches ? 'picker swatches' : 'picker words'} role="radiogroup" aria-labelledby={labelId}>
      <legend>
        <span id={labelId}>{option}</span>: <span className="picked">{chosen}</span>
      </legend>
      <div className="choices">
        {values.map((value, i) => (
          <label key={value} className="choice" title={value}>
            <input type="radio" name={name} value={value} checked={value === chosen} onChange={() => onPick(value)} />
            {swatches ? (
              <>
                <span className="chip" style={{ background: colors[i]! }} aria-hidden="true" />
                <span className="visually-hidden">{value}</span>
              </>
            ) : (
              <span className="word">{value}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
