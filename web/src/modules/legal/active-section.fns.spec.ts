import { describe, expect, it } from 'vitest';
import { firstInView } from './active-section.fns';

const ORDER = ['privacy-policy', 'data-security', 'terms-of-service'] as const;

describe('firstInView', () => {
  it('picks the highest section on screen, whatever order they came into view', () => {
    expect(firstInView(ORDER, new Set(['terms-of-service', 'data-security']))).toBe('data-security');
  });

  it('has none when no section is in view', () => {
    expect(firstInView(ORDER, new Set())).toBeNull();
    expect(firstInView(ORDER, new Set(['something-else']))).toBeNull();
  });
});
