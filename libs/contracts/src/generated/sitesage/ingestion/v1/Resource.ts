// Original file: proto/ingestion/v1/ingestion.proto

import type { Long } from '@grpc/proto-loader';

export interface Resource {
  'id'?: (string);
  'knowledge_base_id'?: (string);
  'type'?: (string);
  'url'?: (string);
  'indexed_title'?: (string);
  'status'?: (string);
  'reason'?: (string);
  'file_name'?: (string);
  'file_size'?: (number | string | Long);
  'created_at'?: (string);
  'updated_at'?: (string);
  'reason_code'?: (string);
  'retryable'?: (boolean);
}

export interface Resource__Output {
  'id': (string);
  'knowledge_base_id': (string);
  'type': (string);
  'url': (string);
  'indexed_title': (string);
  'status': (string);
  'reason': (string);
  'file_name': (string);
  'file_size': (string);
  'created_at': (string);
  'updated_at': (string);
  'reason_code': (string);
  'retryable': (boolean);
}
