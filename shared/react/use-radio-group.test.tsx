import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useRadioGroup } from './use-radio-group';

const SHADES = ['Rose', 'Coral', 'Plum', 'Nude'];

function Swatches({ initial = null as string | null, dir = 'ltr' }) {
  const [chosen, setChosen] = useState<string | null>(initial);
  const radios = useRadioGroup(SHADES, chosen, setChosen);
  return (
    <fieldset dir={dir} style={{ direction: dir as 'ltr' | 'rtl' }} {...radios.group}>
      <legend>Shade</legend>
      {SHADES.map((s, i) => (
        <label key={s}>
          <input type="radio" name="shade" checked={chosen === s} onChange={() => setChosen(s)} {...radios.item(i)} />
          {s}
        </label>
      ))}
    </fieldset>
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const tabStops = () => screen.getAllByRole<HTMLInputElement>('radio').filter((r) => r.tabIndex === 0);

describe('useRadioGroup', () => {
  it('is one tab stop: the chosen swatch, else the first', () => {
    const { unmount } = render(<Swatches />);
    expect(tabStops()).toEqual([radio('Rose')]);
    unmount();
    render(<Swatches initial="Plum" />);
    expect(tabStops()).toEqual([radio('Plum')]);
  });

  it('arrows move and select, wrapping; Home and End go to the ends', () => {
    render(<Swatches initial="Rose" />);
    radio('Rose').focus();
    fireEvent.keyDown(radio('Rose'), { key: 'ArrowRight' });
    expect(radio('Coral').checked).toBe(true);
    expect(document.activeElement).toBe(radio('Coral'));
    expect(tabStops()).toEqual([radio('Coral')]);
    fireEvent.keyDown(radio('Coral'), { key: 'ArrowUp' });
    expect(radio('Rose').checked).toBe(true);
    fireEvent.keyDown(radio('Rose'), { key: 'ArrowLeft' });
    expect(radio('Nude').checked).toBe(true);
    fireEvent.keyDown(radio('Nude'), { key: 'Home' });
    expect(radio('Rose').checked).toBe(true);
    expect(document.activeElement).toBe(radio('Rose'));
    fireEvent.keyDown(radio('Rose'), { key: 'End' });
    expect(radio('Nude').checked).toBe(true);
    expect(document.activeElement).toBe(radio('Nude'));
  });

  it('right to left, ArrowLeft moves forward', () => {
    render(<Swatches initial="Rose" dir="rtl" />);
    fireEvent.keyDown(radio('Rose'), { key: 'ArrowLeft' });
    expect(radio('Coral').checked).toBe(true);
  });

  it('leaves other keys alone (Tab leaves the group)', () => {
    render(<Swatches initial="Rose" />);
    expect(fireEvent.keyDown(radio('Rose'), { key: 'Tab' })).toBe(true);
    expect(radio('Rose').checked).toBe(true);
  });
});
