// Original file: proto/ingestion/v1/ingestion.proto

import type { ResourceCount as _sitesage_ingestion_v1_ResourceCount, ResourceCount__Output as _sitesage_ingestion_v1_ResourceCount__Output } from '../../../sitesage/ingestion/v1/ResourceCount.js';

export interface ResourceCounts {
  'counts'?: (_sitesage_ingestion_v1_ResourceCount)[];
}

export interface ResourceCounts__Output {
  'counts': (_sitesage_ingestion_v1_ResourceCount__Output)[];
}
