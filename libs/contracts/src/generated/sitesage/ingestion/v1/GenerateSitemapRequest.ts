// Original file: proto/ingestion/v1/ingestion.proto

import type { Owner as _sitesage_ingestion_v1_Owner, Owner__Output as _sitesage_ingestion_v1_Owner__Output } from '../../../sitesage/ingestion/v1/Owner.js';

export interface GenerateSitemapRequest {
  'owner'?: (_sitesage_ingestion_v1_Owner | null);
  'url'?: (string);
  'max_pages'?: (number);
}

export interface GenerateSitemapRequest__Output {
  'owner': (_sitesage_ingestion_v1_Owner__Output | null);
  'url': (string);
  'max_pages': (number);
}
