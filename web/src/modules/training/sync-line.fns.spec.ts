import { describe, expect, it } from 'vitest';
import { syncFrequency, syncLine } from './sync-line.fns';

const set = {
  type: 'WEBSITE' as const,
  last_synced_at: '2026-11-26T06:30:00.000Z',
  next_sync_at: '2026-12-03T08:15:00.000Z',
  sync_changed: 2,
  sync_added: 1,
  sync_removed: 3,
  sync_every_days: 7,
};

describe('the sync line of a training set', () => {
  it('says when the set was last synced, when next, and what changed', () => {
    // The times are the browser's own zone's.
    expect(syncLine(set)).toMatch(
      /^Last synced 26 Nov 2026, \d{1,2}:\d{2} [ap]m, next 3 Dec 2026, \d{1,2}:\d{2} [ap]m, 2 changed, 1 new, 3 removed$/,
    );
  });

  it('says a plan without a schedule syncs by hand only', () => {
    expect(syncLine({ ...set, next_sync_at: '', sync_every_days: 0 })).toMatch(
      /^Last synced .+, next by hand only, 2 changed, 1 new, 3 removed$/,
    );
    expect(syncFrequency({ sync_every_days: 0 })).toBe('by hand only on your plan (Sync now)');
    expect(syncFrequency({ sync_every_days: 30 })).toBe('monthly on your plan');
  });

  it('is empty for links and files, and before the first run has finished', () => {
    expect(syncLine({ ...set, type: 'FILE' })).toBe('');
    expect(syncLine({ ...set, last_synced_at: '' })).toBe('');
  });
});
