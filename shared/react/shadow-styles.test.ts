import { adoptStyles } from './shadow-styles';

const shadowOf = () => document.createElement('div').attachShadow({ mode: 'open' });

describe('adoptStyles', () => {
  it('gives shadow roots with the same stylesheet one constructed sheet, parsed once (forty labels, one sheet)', () => {
    const [a, b, c] = [shadowOf(), shadowOf(), shadowOf()];
    adoptStyles(a, '.x { color: red; }');
    adoptStyles(b, '.x { color: red; }');
    adoptStyles(c, '.y { color: blue; }');
    expect(a.adoptedStyleSheets).toHaveLength(1);
    expect(b.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0]);
    expect(c.adoptedStyleSheets[0]).not.toBe(a.adoptedStyleSheets[0]);
  });
});
