// Test data for DOM tests of the training screens.
import type { KnowledgeBase, Resource } from './training.types';

export function testKnowledgeBase(overrides: Partial<KnowledgeBase> = {}): KnowledgeBase {
  return {
    id: 'kb1',
    project_id: 'p1',
    title: 'www.acme.test',
    url: 'https://www.acme.test/',
    type: 'WEBSITE',
    status: 'COMPLETED',
    progress: 100,
    pages_done: 30,
    pages_total: 30,
    pages_completed: 30,
    pages_failed: 0,
    failure_reason: '',
    created_at: '2025-01-01T10:00:00Z',
    updated_at: '2025-01-01T10:05:00Z',
    last_synced_at: '',
    next_sync_at: '',
    sync_changed: 0,
    sync_added: 0,
    sync_removed: 0,
    sync_every_days: 0,
    ...overrides,
  };
}

export function testResource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 'r1',
    knowledgebase_id: 'kb1',
    type: 'URL',
    url: 'https://www.acme.test/about',
    indexed_title: 'About Acme',
    status: 'Completed',
    reason: '',
    reason_code: '',
    retryable: false,
    file_name: '',
    file_size: 0,
    created_at: '2025-01-01T10:00:00Z',
    updated_at: '2025-01-01T10:01:00Z',
    ...overrides,
  };
}
