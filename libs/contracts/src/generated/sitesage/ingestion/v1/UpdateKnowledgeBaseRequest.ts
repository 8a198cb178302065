// Original file: proto/ingestion/v1/ingestion.proto

import type { Owner as _sitesage_ingestion_v1_Owner, Owner__Output as _sitesage_ingestion_v1_Owner__Output } from '../../../sitesage/ingestion/v1/Owner.js';

export interface UpdateKnowledgeBaseRequest {
  'owner'?: (_sitesage_ingestion_v1_Owner | null);
  'id'?: (string);
  'title'?: (string);
  '_title'?: "title";
}

export interface UpdateKnowledgeBaseRequest__Output {
  'owner': (_sitesage_ingestion_v1_Owner__Output | null);
  'id': (string);
  'title'?: (string);
  '_title'?: "title";
}
