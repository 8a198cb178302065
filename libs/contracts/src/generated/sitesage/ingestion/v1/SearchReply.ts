// Original file: proto/ingestion/v1/ingestion.proto

import type { Passage as _sitesage_ingestion_v1_Passage, Passage__Output as _sitesage_ingestion_v1_Passage__Output } from '../../../sitesage/ingestion/v1/Passage.js';
import type { PageChunk as _sitesage_ingestion_v1_PageChunk, PageChunk__Output as _sitesage_ingestion_v1_PageChunk__Output } from '../../../sitesage/ingestion/v1/PageChunk.js';

export interface SearchReply {
  'passages'?: (_sitesage_ingestion_v1_Passage)[];
  'page_opening'?: (_sitesage_ingestion_v1_PageChunk)[];
}

export interface SearchReply__Output {
  'passages': (_sitesage_ingestion_v1_Passage__Output)[];
  'page_opening': (_sitesage_ingestion_v1_PageChunk__Output)[];
}
