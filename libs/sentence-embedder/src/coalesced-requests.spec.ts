import { describe, expect, it } from 'vitest';
import { takeCoalesced, type WaitingRequest } from './coalesced-requests.js';

type Recorded = WaitingRequest & { answer: () => number[][] | Error | undefined };

/** A request that records what it was answered, as rows of `width` floats. */
function request(texts: string[], width: number): Recorded {
  let answer: number[][] | Error | undefined;
  return {
    texts,
    resolve: (vectors) => {
      answer = texts.map((_, i) => Array.from(vectors.subarray(i * width, (i + 1) * width)));
    },
    reject: (error) => {
      answer = error;
    },
    answer: () => answer,
  };
}

/** What a model would answer: each distinct text's first letter code, then its length. */
const fakeVectors = (texts: readonly string[]): Float32Array =>
  Float32Array.from(texts.flatMap((text) => [text.charCodeAt(0), text.length]));

describe('requests waiting for the model thread', () => {
  it('go as one message, and each caller gets the vectors of its own texts in its own order', () => {
    const first = request(['apple', 'banana pie'], 2);
    const second = request(['cherry', 'apple'], 2);
    const queue = [first, second];

    const message = takeCoalesced(queue, 64, 2);
    expect(queue).toEqual([]);
    // The text both asked for is embedded once.
    expect(message.texts).toEqual(['apple', 'banana pie', 'cherry']);

    message.settle(fakeVectors(message.texts));
    expect(first.answer()).toEqual([
      [97, 5],
      [98, 10],
    ]);
    expect(second.answer()).toEqual([
      [99, 6],
      [97, 5],
    ]);
  });

  it('stop at the message size and leave the rest queued, but a larger request still goes alone', () => {
    const big = request(['a', 'b', 'c', 'd', 'e'], 1);
    const small = request(['f'], 1);
    const queue = [big, small];

    const message = takeCoalesced(queue, 3, 1);
    expect(message.texts).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue).toEqual([small]);
  });

  it('all fail together when the model fails, so each caller can try again', () => {
    const first = request(['a'], 1);
    const second = request(['b'], 1);
    const message = takeCoalesced([first, second], 64, 1);
    const error = new Error('sentence embedding failed');
    message.fail(error);
    expect(first.answer()).toBe(error);
    expect(second.answer()).toBe(error);
  });
});
