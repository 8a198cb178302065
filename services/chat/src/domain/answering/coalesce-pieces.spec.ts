import { describe, expect, it } from 'vitest';
import { coalescePieces } from './coalesce-pieces.js';

async function* pieces(texts: string[], failAfter?: Error) {
  for (const text of texts) yield text;
  if (failAfter) throw failAfter;
  await Promise.resolve();
}

async function collect(source: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of source) out.push(piece);
  return out;
}

describe('coalescePieces', () => {
  it('sends the first piece alone and joins the ones arriving together after it', async () => {
    const out = await collect(coalescePieces(pieces(['Hel', 'lo', ' wor', 'ld']), 50));
    expect(out[0]).toBe('Hel');
    expect(out.join('')).toBe('Hello world');
    expect(out.length).toBeLessThan(4);
  });

  it('passes on the text received before the source failed, then the failure', async () => {
    const received: string[] = [];
    const failure = new Error('stream cut');
    await expect(
      (async () => {
        for await (const piece of coalescePieces(pieces(['a', 'b', 'c'], failure), 50)) received.push(piece);
      })(),
    ).rejects.toBe(failure);
    expect(received.join('')).toBe('abc');
  });

  it('stops the source when the reader stops early', async () => {
    let stopped = false;
    async function* endless() {
      try {
        for (let i = 0; ; i += 1) yield String(i);
      } finally {
        stopped = true;
      }
    }
    for await (const piece of coalescePieces(endless(), 50)) {
      expect(piece).toBe('0');
      break;
    }
    expect(stopped).toBe(true);
  });
});
