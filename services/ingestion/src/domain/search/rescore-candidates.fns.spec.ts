import { describe, expect, it } from 'vitest';
import { rescoreCandidates, type Candidate } from './rescore-candidates.fns.js';

const candidate = (id: string, url: string, fused: number, similarity: number | undefined): Candidate => ({
  id,
  url,
  content: `Text of ${id}`,
  fused,
  similarity,
});

describe('rescoreCandidates', () => {
  it('puts the passage closest in meaning first, even when the first stage ranked it lower', () => {
    const ranked = rescoreCandidates(
      [candidate('wording', 'https/a', 0.033, 0.2), candidate('meaning', 'https/b', 0.016, 0.7)],
      2,
    );
    expect(ranked.map((c) => c.id)).toEqual(['meaning', 'wording']);
  });

  it('keeps the first stage order when the model could not score', () => {
    const ranked = rescoreCandidates(
      [candidate('first', 'https/a', 0.033, undefined), candidate('second', 'https/b', 0.016, undefined)],
      2,
    );
    expect(ranked.map((c) => c.id)).toEqual(['first', 'second']);
  });

  it('drops a block repeated on several pages and lets other pages in before a third chunk of one page', () => {
    const repeated = { ...candidate('notice-b', 'https/b', 0.03, 0.9), content: 'Text of notice-a' };
    const ranked = rescoreCandidates(
      [
        candidate('notice-a', 'https/a', 0.03, 0.9),
        repeated,
        candidate('a2', 'https/a', 0.03, 0.8),
        candidate('a3', 'https/a', 0.03, 0.7),
        candidate('c1', 'https/c', 0.01, 0.3),
      ],
      4,
    );
    expect(ranked.map((c) => c.id)).toEqual(['notice-a', 'a2', 'c1', 'a3']);
  });
});
