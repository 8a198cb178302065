import { describe, expect, it } from 'vitest';
import { cosineSimilarity, createHashingEmbedder, hashingVector } from './hashing-embedder.js';

describe('hashing embedder', () => {
  const embedder = createHashingEmbedder();

  it('returns one unit-length vector of the declared size per text, in order', async () => {
    const vectors = await embedder.embed(['Refunds within 30 days', 'Opening hours']);
    expect(embedder.dimensions).toBe(384);
    expect(vectors).toHaveLength(2);
    for (const v of vectors) {
      expect(v).toHaveLength(384);
      expect(Math.hypot(...v)).toBeCloseTo(1, 10);
    }
    expect(vectors[0]).toEqual(hashingVector('Refunds within 30 days', 384));
  });

  it('is deterministic: the same text always gets the same vector, across embedder instances', async () => {
    const text = 'How do I reset my password?';
    const [a] = await embedder.embed([text]);
    const [b] = await createHashingEmbedder().embed([text]);
    expect(a).toEqual(b);
    expect(a?.slice(0, 3)).toEqual(hashingVector(text, 384).slice(0, 3));
  });

  it('ranks a paraphrase of a question above unrelated text', async () => {
    const [question, answer, unrelated, otherTopic] = await embedder.embed([
      'What is your refund policy for annual plans?',
      'Refund policy: annual plans can be refunded within 30 days of purchase.',
      'Our office is closed on public holidays in Germany.',
      'The widget supports 35 colour themes and dark mode.',
    ]);
    if (!question || !answer || !unrelated || !otherTopic) throw new Error('missing vectors');
    const relevant = cosineSimilarity(question, answer);
    expect(relevant).toBeGreaterThan(cosineSimilarity(question, unrelated));
    expect(relevant).toBeGreaterThan(cosineSimilarity(question, otherTopic));
    expect(relevant).toBeGreaterThan(0.2);
  });

  it('matches inflected words and other scripts through character trigrams', () => {
    const query = hashingVector('pricing', 384);
    expect(cosineSimilarity(query, hashingVector('prices and plans', 384))).toBeGreaterThan(
      cosineSimilarity(query, hashingVector('support hours', 384)),
    );
    const hindi = hashingVector('वापसी नीति', 384);
    expect(cosineSimilarity(hindi, hashingVector('हमारी वापसी नीति', 384))).toBeGreaterThan(0.5);
  });

  it('gives empty text a zero vector instead of NaN', async () => {
    const [empty] = await embedder.embed(['  ']);
    expect(empty?.every((x) => x === 0)).toBe(true);
  });

  it('names its model by seed so vectors of different seeds are never mixed', () => {
    const other = createHashingEmbedder({ seed: 7, dimensions: 64 });
    expect(other.model).not.toBe(embedder.model);
    expect(other.dimensions).toBe(64);
    expect(hashingVector('same text', 64, 7)).not.toEqual(hashingVector('same text', 64));
    expect(() => createHashingEmbedder({ dimensions: 0 })).toThrow(RangeError);
  });
});
