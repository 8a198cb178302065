// Original file: proto/ingestion/v1/ingestion.proto


export interface KnowledgeBase {
  'id'?: (string);
  'project_id'?: (string);
  'title'?: (string);
  'url'?: (string);
  'type'?: (string);
  'status'?: (string);
  'progress'?: (number);
  'pages_done'?: (number);
  'pages_total'?: (number);
  'failure_reason'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'pages_completed'?: (number);
  'pages_failed'?: (number);
  'last_synced_at'?: (string);
  'next_sync_at'?: (string);
  'sync_changed'?: (number);
  'sync_added'?: (number);
  'sync_removed'?: (number);
  'sync_every_days'?: (number);
}

export interface KnowledgeBase__Output {
  'id': (string);
  'project_id': (string);
  'title': (string);
  'url': (string);
  'type': (string);
  'status': (string);
  'progress': (number);
  'pages_done': (number);
  'pages_total': (number);
  'failure_reason': (string);
  'created_at': (string);
  'updated_at': (string);
  'pages_completed': (number);
  'pages_failed': (number);
  'last_synced_at': (string);
  'next_sync_at': (string);
  'sync_changed': (number);
  'sync_added': (number);
  'sync_removed': (number);
  'sync_every_days': (number);
}
