// Original file: proto/ingestion/v1/ingestion.proto

import type { Owner as _sitesage_ingestion_v1_Owner, Owner__Output as _sitesage_ingestion_v1_Owner__Output } from '../../../sitesage/ingestion/v1/Owner.js';

export interface QaPairRequest {
  'owner'?: (_sitesage_ingestion_v1_Owner | null);
  'knowledge_base_id'?: (string);
  'qa_id'?: (string);
}

export interface QaPairRequest__Output {
  'owner': (_sitesage_ingestion_v1_Owner__Output | null);
  'knowledge_base_id': (string);
  'qa_id': (string);
}
