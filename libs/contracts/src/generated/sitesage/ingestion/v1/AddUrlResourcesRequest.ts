// Original file: proto/ingestion/v1/ingestion.proto

import type { Owner as _sitesage_ingestion_v1_Owner, Owner__Output as _sitesage_ingestion_v1_Owner__Output } from '../../../sitesage/ingestion/v1/Owner.js';
import type { UrlResource as _sitesage_ingestion_v1_UrlResource, UrlResource__Output as _sitesage_ingestion_v1_UrlResource__Output } from '../../../sitesage/ingestion/v1/UrlResource.js';

export interface AddUrlResourcesRequest {
  'owner'?: (_sitesage_ingestion_v1_Owner | null);
  'knowledge_base_id'?: (string);
  'resources'?: (_sitesage_ingestion_v1_UrlResource)[];
}

export interface AddUrlResourcesRequest__Output {
  'owner': (_sitesage_ingestion_v1_Owner__Output | null);
  'knowledge_base_id': (string);
  'resources': (_sitesage_ingestion_v1_UrlResource__Output)[];
}
