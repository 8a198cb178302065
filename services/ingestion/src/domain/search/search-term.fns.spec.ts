import { describe, expect, it } from 'vitest';
import { searchTerm, searchTerms } from './search-term.fns.js';

const prefixOf = (word: string) => searchTerm(word).lexeme;

describe('searchTerm', () => {
  it('joins the forms of an English word that the simple text configuration keeps apart', () => {
    expect(searchTerm('rented')).toEqual({ lexeme: 'rent', prefix: true });
    expect(prefixOf('rent')).toBe('rent');
    expect(prefixOf('weekends')).toBe('weekend');
    expect(prefixOf('buying')).toBe('buy');
    expect(prefixOf('shipping')).toBe('ship');
    expect(prefixOf('store')).toBe('stor');
    expect(prefixOf('storing')).toBe('stor');
    expect(prefixOf('batteries')).toBe('batter');
    expect(prefixOf('boxes')).toBe('box');
    expect(prefixOf('mouldy')).toBe('mould');
    expect(prefixOf('quickly')).toBe('quick');
  });

  it('leaves alone what has no ending to strip', () => {
    expect(prefixOf('pass')).toBe('pass');
    expect(prefixOf('bus')).toBe('bus');
    expect(prefixOf('fly')).toBe('fly');
    expect(prefixOf('use')).toBe('use');
    expect(prefixOf('hall')).toBe('hall');
  });

  it('matches very short words exactly, so "go" does not find "good"', () => {
    expect(searchTerm('go')).toEqual({ lexeme: 'go', prefix: false });
    expect(searchTerm('5')).toEqual({ lexeme: '5', prefix: false });
  });

  it('keeps numbers, sizes and words of other scripts whole', () => {
    expect(searchTerm('28l')).toEqual({ lexeme: '28l', prefix: true });
    expect(prefixOf('2026')).toBe('2026');
    expect(prefixOf('доставка')).toBe('доставка');
    expect(prefixOf('café')).toBe('café');
  });

  it('searches each form once', () => {
    expect(searchTerms(['tent', 'tents', 'rented', 'go'])).toEqual([
      { lexeme: 'tent', prefix: true },
      { lexeme: 'rent', prefix: true },
      { lexeme: 'go', prefix: false },
    ]);
  });
});
