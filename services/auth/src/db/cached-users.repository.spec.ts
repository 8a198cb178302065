import { describe, expect, it } from 'vitest';
import type { Executor } from '@sitesage/db';
import { withUserCache } from './cached-users.repository.js';
import type { AuthDatabase, UserRow } from './database.js';
import type { UsersRepository } from './users.repository.js';

function fakeUsers() {
  const rows = new Map<string, UserRow>();
  let reads = 0;
  const repo = {
    findUserById: async (id: string) => {
      reads += 1;
      return rows.get(id);
    },
    updateProfile: async (id: string, changes: Partial<UserRow>) => {
      rows.set(id, { ...rows.get(id)!, ...changes });
      return rows.get(id);
    },
  } as unknown as UsersRepository;
  return { repo, rows, reads: () => reads };
}

const row = (full_name: string) => ({ user_id: 'U1', full_name }) as UserRow;

describe('withUserCache', () => {
  it('answers repeated reads from memory until the rows expire', async () => {
    let now = 0;
    const { repo, rows, reads } = fakeUsers();
    rows.set('U1', row('Asha'));
    const cached = withUserCache(repo, { ttlMs: 5_000, maxEntries: 10, now: () => now });
    await cached.findUserById('U1');
    await cached.findUserById('U1');
    expect(reads()).toBe(1);
    now = 5_001;
    await cached.findUserById('U1');
    expect(reads()).toBe(2);
  });

  it('shows an owner their own change at once', async () => {
    const { repo, rows } = fakeUsers();
    rows.set('U1', row('Asha'));
    const cached = withUserCache(repo, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    await cached.findUserById('U1');
    await cached.updateProfile('U1', { full_name: 'Asha Rao' }, new Date());
    expect((await cached.findUserById('U1'))?.full_name).toBe('Asha Rao');
  });

  it('never serves a transaction from memory', async () => {
    const { repo, rows, reads } = fakeUsers();
    rows.set('U1', row('Asha'));
    const cached = withUserCache(repo, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    await cached.findUserById('U1');
    await cached.findUserById('U1', {} as Executor<AuthDatabase>);
    expect(reads()).toBe(2);
  });

  it('keeps at most maxEntries rows, dropping the oldest', async () => {
    const { repo, rows, reads } = fakeUsers();
    for (const id of ['A', 'B', 'C']) rows.set(id, { ...row(id), user_id: id });
    const cached = withUserCache(repo, { ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    for (const id of ['A', 'B', 'C']) await cached.findUserById(id);
    await cached.findUserById('C');
    expect(reads()).toBe(3);
    await cached.findUserById('A');
    expect(reads()).toBe(4);
  });
});
