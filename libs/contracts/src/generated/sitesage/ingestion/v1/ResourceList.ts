// Original file: proto/ingestion/v1/ingestion.proto

import type { Resource as _sitesage_ingestion_v1_Resource, Resource__Output as _sitesage_ingestion_v1_Resource__Output } from '../../../sitesage/ingestion/v1/Resource.js';

export interface ResourceList {
  'data'?: (_sitesage_ingestion_v1_Resource)[];
}

export interface ResourceList__Output {
  'data': (_sitesage_ingestion_v1_Resource__Output)[];
}
