import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('Grace Brewster Murray Hopper')).toBe('GB');
  });

  it('gives one letter for a single word', () => {
    expect(initials('priya')).toBe('P');
  });

  it("gives 'U' when there is no name", () => {
    expect(initials('')).toBe('U');
    expect(initials('   ')).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials(undefined)).toBe('U');
  });

  it('ignores extra spaces between and around words', () => {
    expect(initials('  jean   luc  picard ')).toBe('JL');
  });

  it('keeps letters outside the basic Latin range whole', () => {
    expect(initials('élodie ñúñez')).toBe('ÉÑ');
    expect(initials('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
  });
});
