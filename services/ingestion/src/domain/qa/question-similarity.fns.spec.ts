import { describe, expect, it } from 'vitest';
import { groupByMeaning, sameQuestionThreshold, sameTopicThreshold } from './question-similarity.fns.js';

describe('grouping texts by meaning', () => {
  it('joins each text to the closest group whose first text is close enough, else starts one', () => {
    const north = [1, 0];
    const nearlyNorth = [0.95, 0.31];
    const east = [0, 1];
    const between = [0.8, 0.6]; // 0.8 to north, 0.6 to east: both pass 0.6, the closer one wins
    expect(groupByMeaning([north, east, nearlyNorth, between], 0.6)).toEqual([0, 1, 0, 0]);
    expect(groupByMeaning([north, east, nearlyNorth, between], 0.99)).toEqual([0, 1, 2, 3]);
    expect(groupByMeaning([], 0.6)).toEqual([]);
  });

  it('asks more of a words-only embedder, and less to group than to answer as written', () => {
    expect(sameQuestionThreshold({ wordsOnly: true })).toBeGreaterThan(sameQuestionThreshold({}));
    expect(sameTopicThreshold({})).toBeLessThan(sameQuestionThreshold({}));
  });
});
