import { describe, expect, it } from 'vitest';
import { createProjectSizeCache } from './project-size.cache.js';

/** A counter over a table of project sizes that records every count it was asked for. */
function counter(sizes: Record<string, number>) {
  const asked: string[] = [];
  return {
    asked,
    count: (projectId: string) => {
      asked.push(projectId);
      return Promise.resolve(sizes[projectId] ?? 0);
    },
  };
}

describe('createProjectSizeCache', () => {
  it('counts a project once for the searches of a short while, then again', async () => {
    let clock = 0;
    const sizes = { shop: 10_000 };
    const db = counter(sizes);
    const cache = createProjectSizeCache({ count: db.count, ttlMs: 1_000, now: () => clock });

    expect(await cache.chunkCount('shop')).toBe(10_000);
    clock = 999;
    expect(await cache.chunkCount('shop')).toBe(10_000);
    expect(db.asked).toEqual(['shop']);

    sizes.shop = 12_000; // retrained
    clock = 1_000;
    expect(await cache.chunkCount('shop')).toBe(12_000);
    expect(db.asked).toEqual(['shop', 'shop']);
  });

  it('lets visitors asking at the same moment share one count', async () => {
    const db = counter({ shop: 500 });
    const cache = createProjectSizeCache({ count: db.count });
    const counts = await Promise.all(Array.from({ length: 50 }, () => cache.chunkCount('shop')));
    expect(counts.every((chunks) => chunks === 500)).toBe(true);
    expect(db.asked).toHaveLength(1);
  });

  it('never keeps an empty project, so its first chunks are searched at once', async () => {
    const sizes: Record<string, number> = {};
    const db = counter(sizes);
    const cache = createProjectSizeCache({ count: db.count });
    expect(await cache.chunkCount('new-shop')).toBe(0);
    sizes['new-shop'] = 40; // its first pages were indexed
    expect(await cache.chunkCount('new-shop')).toBe(40);
  });

  it('does not keep a failed count', async () => {
    let fail = true;
    const cache = createProjectSizeCache({
      count: () => (fail ? Promise.reject(new Error('database unavailable')) : Promise.resolve(7)),
    });
    await expect(cache.chunkCount('shop')).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.chunkCount('shop')).toBe(7);
  });

  it('keeps at most maxProjects projects, forgetting the oldest', async () => {
    const db = counter({ a: 1, b: 2, c: 3 });
    const cache = createProjectSizeCache({ count: db.count, maxProjects: 2 });
    await cache.chunkCount('a');
    await cache.chunkCount('b');
    await cache.chunkCount('c');
    await cache.chunkCount('b');
    await cache.chunkCount('a');
    expect(db.asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
