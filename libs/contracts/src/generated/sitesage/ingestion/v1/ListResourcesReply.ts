// Original file: proto/ingestion/v1/ingestion.proto

import type { Resource as _sitesage_ingestion_v1_Resource, Resource__Output as _sitesage_ingestion_v1_Resource__Output } from '../../../sitesage/ingestion/v1/Resource.js';
import type { FailureGroup as _sitesage_ingestion_v1_FailureGroup, FailureGroup__Output as _sitesage_ingestion_v1_FailureGroup__Output } from '../../../sitesage/ingestion/v1/FailureGroup.js';

export interface ListResourcesReply {
  'data'?: (_sitesage_ingestion_v1_Resource)[];
  'total'?: (number);
  'failure_groups'?: (_sitesage_ingestion_v1_FailureGroup)[];
}

export interface ListResourcesReply__Output {
  'data': (_sitesage_ingestion_v1_Resource__Output)[];
  'total': (number);
  'failure_groups': (_sitesage_ingestion_v1_FailureGroup__Output)[];
}
