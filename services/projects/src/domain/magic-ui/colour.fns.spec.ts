import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darkText,
  dominantBrandColour,
  isBrandLike,
  lightTint,
  parseCssColour,
  readableTextColour,
  toHex,
  white,
} from './colour.fns.js';

const hex = (text: string) => {
  const colour = parseCssColour(text);
  return colour && toHex(colour);
};

describe('parseCssColour', () => {
  it.each([
    ['#abc', '#AABBCC'],
    ['#ABCD', '#AABBCC'],
    ['#0f766e', '#0F766E'],
    ['#0f766e80', '#0F766E'],
    ['rgb(124, 58, 237)', '#7C3AED'],
    ['rgba(124,58,237,0.5)', '#7C3AED'],
    ['rgb(124 58 237 / 50%)', '#7C3AED'],
    ['rgb(100%, 0%, 50%)', '#FF0080'],
    ['hsl(0, 100%, 50%)', '#FF0000'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['Navy', '#000080'],
  ])('reads %s', (input, expected) => {
    expect(hex(input)).toBe(expected);
  });

  it.each(['', 'nonsense', '#12', 'rgb(1,2)', 'url(x)', 'hsl(a,b,c)'])('refuses %j', (input) => {
    expect(parseCssColour(input)).toBeUndefined();
  });
});

describe('contrast', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio(white, { r: 0, g: 0, b: 0 })).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // #767676 is the classic lightest grey that passes AA on white.
    expect(contrastRatio(white, parseCssColour('#767676')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(white, parseCssColour('#777777')!)).toBeLessThan(4.5);
  });

  it('picks white text on dark brands and dark text on light ones, always readable', () => {
    expect(readableTextColour(parseCssColour('#383A9E')!)).toBe('#FFFFFF');
    expect(readableTextColour(parseCssColour('#FACC15')!)).toBe(darkText);
    expect(readableTextColour(parseCssColour('#FFFFFF')!)).toBe(darkText);
    for (const colour of ['#0F766E', '#BE123C', '#7C3AED', '#22C55E', '#F97316', '#06B6D4', '#000000']) {
      const background = parseCssColour(colour)!;
      const text = parseCssColour(readableTextColour(background))!;
      expect(contrastRatio(background, text), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('tints towards white, keeping the hue', () => {
    expect(toHex(lightTint(parseCssColour('#0F766E')!))).toBe('#E2EFEE');
    expect(toHex(lightTint(parseCssColour('#000000')!, 0.5))).toBe('#808080');
  });
});

describe('dominantBrandColour', () => {
  it('counts colours in CSS, skipping greys, near-white and near-black', () => {
    const css = [
      'body { color: #333; background: #fff } footer { background: #0a0a0a }',
      '.a { color: #22C55E } .b { background: #7C3AED } .c { border-color: rgb(124, 58, 237) }',
      'color: #7c3aed',
    ];
    expect(toHex(dominantBrandColour(css)!)).toBe('#7C3AED');
    expect(
      dominantBrandColour(['body { color: #111; background: #FAFAFA; border: #808080 }']),
    ).toBeUndefined();
    // A tie goes to the first seen.
    expect(toHex(dominantBrandColour(['#DC2626 #2563EB'])!)).toBe('#DC2626');
  });

  it('judges what can stand for a brand', () => {
    expect(isBrandLike(parseCssColour('#383A9E')!)).toBe(true);
    for (const colour of ['#FFFFFF', '#F8FAFC', '#000000', '#111111', '#6B7280', '#808080']) {
      expect(isBrandLike(parseCssColour(colour)!), colour).toBe(false);
    }
  });
});
