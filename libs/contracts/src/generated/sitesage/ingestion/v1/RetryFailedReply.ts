// Original file: proto/ingestion/v1/ingestion.proto

import type { KnowledgeBase as _sitesage_ingestion_v1_KnowledgeBase, KnowledgeBase__Output as _sitesage_ingestion_v1_KnowledgeBase__Output } from '../../../sitesage/ingestion/v1/KnowledgeBase.js';

export interface RetryFailedReply {
  'retried'?: (number);
  'knowledge_base'?: (_sitesage_ingestion_v1_KnowledgeBase | null);
}

export interface RetryFailedReply__Output {
  'retried': (number);
  'knowledge_base': (_sitesage_ingestion_v1_KnowledgeBase__Output | null);
}
