// Original file: proto/ingestion/v1/ingestion.proto

import type { KnowledgeBase as _sitesage_ingestion_v1_KnowledgeBase, KnowledgeBase__Output as _sitesage_ingestion_v1_KnowledgeBase__Output } from '../../../sitesage/ingestion/v1/KnowledgeBase.js';

export interface ListKnowledgeBasesReply {
  'data'?: (_sitesage_ingestion_v1_KnowledgeBase)[];
  'total'?: (number);
}

export interface ListKnowledgeBasesReply__Output {
  'data': (_sitesage_ingestion_v1_KnowledgeBase__Output)[];
  'total': (number);
}
