export function splitIntoBatches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Batch size must be a positive integer, got ${size}`);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

export type VectorProblem = {
  /**
   * missing: some text got no vector — a client that swallows a failed request answers that way, so
   * asking again may help. invalid: the answer is the wrong shape; asking again will not change it.
   */
  kind: 'missing' | 'invalid';
  message: string;
};

export type ExpectedWidth = {
  dimensions: number;
  /** Where the expectation comes from, for the message: 'EMBEDDING_DIMENSIONS' or 'the first probe'. */
  source: string;
};

/** What is wrong with a provider's answer for `textCount` texts, in words for an operator; undefined if usable. */
export function findVectorProblem(
  vectors: readonly (readonly number[])[],
  textCount: number,
  expected: ExpectedWidth | undefined,
): VectorProblem | undefined {
  const missing =
    vectors.filter((vector) => vector.length === 0).length + Math.max(0, textCount - vectors.length);
  if (missing > 0) {
    return { kind: 'missing', message: `answered no vector for ${missing} of ${textCount} texts` };
  }
  if (vectors.length !== textCount) {
    return { kind: 'invalid', message: `answered ${vectors.length} vectors for ${textCount} texts` };
  }
  const widths = [...new Set(vectors.map((vector) => vector.length))];
  if (widths.length > 1) {
    return {
      kind: 'invalid',
      message: `answered vectors of different widths (${widths.join(', ')}) in one batch`,
    };
  }
  const width = widths[0];
  if (expected && width !== undefined && width !== expected.dimensions) {
    return {
      kind: 'invalid',
      message: `answered ${width}-dimensional vectors, but ${expected.dimensions} were expected (${expected.source})`,
    };
  }
  if (vectors.some((vector) => !vector.every((value) => Number.isFinite(value)))) {
    return { kind: 'invalid', message: 'answered a vector containing a value that is not a finite number' };
  }
  return undefined;
}
