import type { Embedder } from './embedder.types.js';

export type HashingEmbedderOptions = {
  dimensions: number;
  /** Changing the seed changes every vector: it is part of the model name. */
  seed: number;
};

const defaults: HashingEmbedderOptions = { dimensions: 384, seed: 0x5173_5a6e };

/** Character trigrams weigh less than whole words: they catch inflections and typos, not meaning. */
const trigramWeight = 0.5;

/**
 * The offline default embedder: feature hashing of words and character trigrams into a fixed-size,
 * L2-normalised vector. Deterministic across processes and versions of Node (no Math.random, no
 * platform hash), so vectors written by one worker match queries embedded by another. It matches
 * wording, not meaning; a configured provider replaces it for semantic search.
 */
export function createHashingEmbedder(options: Partial<HashingEmbedderOptions> = {}): Embedder {
  const { dimensions, seed } = { ...defaults, ...options };
  if (!Number.isInteger(dimensions) || dimensions < 1) {
    throw new RangeError(`Embedding dimensions must be a positive integer, got ${dimensions}`);
  }
  return {
    model: `sitesage-hashing-v1-${seed.toString(16)}`,
    dimensions,
    wordsOnly: true,
    embed: (texts) => Promise.resolve(texts.map((text) => hashingVector(text, dimensions, seed))),
  };
}

export function hashingVector(text: string, dimensions: number, seed: number = defaults.seed): number[] {
  const counts = new Map<string, number>();
  const add = (feature: string, weight: number): void => {
    counts.set(feature, (counts.get(feature) ?? 0) + weight);
  };
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    add(`w:${word}`, 1);
    const padded = `^${word}$`;
    for (let i = 0; i + 3 <= padded.length; i++) add(`g:${padded.slice(i, i + 3)}`, trigramWeight);
  }

  const vector = new Array<number>(dimensions).fill(0);
  for (const [feature, count] of counts) {
    const h = fnv1a32(feature);
    const index = fmix32(h ^ seed) % dimensions;
    const sign = (fmix32(h ^ Math.imul(seed, 0x9e37_79b1)) & 1) === 0 ? 1 : -1;
    // Sublinear term frequency: a word said ten times is not ten times as relevant.
    vector[index] = (vector[index] ?? 0) + sign * Math.log1p(count);
  }

  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((v) => v / norm);
}

export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** FNV-1a over UTF-16 code units; 32-bit, unsigned. */
function fnv1a32(text: string): number {
  let hash = 0x811c_9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x0100_0193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: spreads FNV's weak low bits before the modulo. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85eb_ca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2_ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
