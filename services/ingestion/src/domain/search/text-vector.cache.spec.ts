import { describe, expect, it } from 'vitest';
import { createTextVectorCache } from './text-vector.cache.js';

describe('createTextVectorCache', () => {
  it('keeps the most recently used vectors, per model, up to its size', () => {
    const cache = createTextVectorCache(2);
    cache.set('m', 'a', [1, 0]);
    cache.set('m', 'b', [0, 1]);
    expect(cache.get('m', 'a')).toEqual(Float32Array.from([1, 0]));
    cache.set('m', 'c', [1, 1]);
    // "b" was used least recently, so it made room.
    expect(cache.get('m', 'b')).toBeUndefined();
    expect(cache.get('m', 'a')).toBeDefined();
    expect(cache.get('other-model', 'a')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
