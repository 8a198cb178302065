import { describe, expect, it } from 'vitest';
import { pickFirstBackground, pickNextBackground } from './hero-background.fns';

const always = (value: number) => () => value;

describe('hero background choice', () => {
  it('starts on any of the images', () => {
    expect(pickFirstBackground(5, always(0))).toBe(0);
    expect(pickFirstBackground(5, always(0.5))).toBe(2);
    expect(pickFirstBackground(5, always(0.9999))).toBe(4);
  });

  it('never picks the image already shown', () => {
    for (let current = 0; current < 5; current += 1) {
      for (const draw of [0, 0.2, 0.25, 0.5, 0.75, 0.9999]) {
        const next = pickNextBackground(current, 5, always(draw));
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(5);
      }
    }
  });

  it('can reach every other image', () => {
    const reached = new Set([0, 0.25, 0.5, 0.75].map((draw) => pickNextBackground(2, 5, always(draw))));
    expect([...reached].sort()).toEqual([0, 1, 3, 4]);
  });

  it('keeps the only image when there is one', () => {
    expect(pickNextBackground(0, 1, always(0.5))).toBe(0);
  });
});
