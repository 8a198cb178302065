import { describe, expect, it } from 'vitest';
import { fuseByReciprocalRank } from './reciprocal-rank-fusion.fns.js';

const ids = (...names: string[]) => names.map((id) => ({ id }));

describe('reciprocal-rank fusion', () => {
  it('puts a chunk ranked well by both full-text and vector search first', () => {
    const fullText = ids('returns', 'shipping', 'tents');
    const vector = ids('tents', 'returns', 'warranty');
    const fused = fuseByReciprocalRank([fullText, vector]);
    expect(fused.map((r) => r.id)).toEqual(['returns', 'tents', 'shipping', 'warranty']);
    expect(fused[0]?.score).toBeCloseTo(1 / 61 + 1 / 62);
    expect(fused[0]?.ranks).toEqual([1, 2]);
  });

  it('keeps chunks found by only one search, with 0 for the list that missed them', () => {
    const fused = fuseByReciprocalRank([ids('a'), ids('b')]);
    expect(fused.map((r) => [r.id, r.ranks])).toEqual([
      ['a', [1, 0]],
      ['b', [0, 1]],
    ]);
  });

  it('returns at most `limit` results', () => {
    const fused = fuseByReciprocalRank([ids('a', 'b', 'c', 'd'), ids('d', 'c')], { limit: 2 });
    expect(fused.map((r) => r.id)).toEqual(['d', 'c']);
    expect(fuseByReciprocalRank([ids('a')], { limit: 0 })).toEqual([]);
  });

  it('orders ties by first appearance', () => {
    const fused = fuseByReciprocalRank([ids('x', 'y'), ids('y', 'x')]);
    expect(fused.map((r) => r.id)).toEqual(['x', 'y']);
    expect(fused[0]?.score).toBe(fused[1]?.score);
  });

  it('de-duplicates by id, keeps the first-seen object and counts a repeated id once per list', () => {
    const first = { id: 'a', source: 'full-text' };
    const fused = fuseByReciprocalRank([
      [first, { id: 'a', source: 'again' }],
      [{ id: 'a', source: 'vector' }],
    ]);
    expect(fused).toHaveLength(1);
    expect(fused[0]?.item).toBe(first);
    expect(fused[0]?.ranks).toEqual([1, 1]);
    expect(fused[0]?.score).toBeCloseTo(2 / 61);
  });

  it('lets a smaller k favour the top of each list more strongly', () => {
    const lists = [ids('top', 'x', 'y', 'both'), ids('p', 'q', 'r', 'both')];
    expect(fuseByReciprocalRank(lists, { k: 60 })[0]?.id).toBe('both');
    expect(fuseByReciprocalRank(lists, { k: 1 })[0]?.id).toBe('top');
  });
});
