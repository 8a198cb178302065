// Original file: proto/ingestion/v1/ingestion.proto

import type { KnowledgeBase as _sitesage_ingestion_v1_KnowledgeBase, KnowledgeBase__Output as _sitesage_ingestion_v1_KnowledgeBase__Output } from '../../../sitesage/ingestion/v1/KnowledgeBase.js';
import type { Resource as _sitesage_ingestion_v1_Resource, Resource__Output as _sitesage_ingestion_v1_Resource__Output } from '../../../sitesage/ingestion/v1/Resource.js';

export interface UploadReply {
  'knowledge_base'?: (_sitesage_ingestion_v1_KnowledgeBase | null);
  'data'?: (_sitesage_ingestion_v1_Resource)[];
}

export interface UploadReply__Output {
  'knowledge_base': (_sitesage_ingestion_v1_KnowledgeBase__Output | null);
  'data': (_sitesage_ingestion_v1_Resource__Output)[];
}
