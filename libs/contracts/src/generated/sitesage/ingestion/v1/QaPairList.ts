// Original file: proto/ingestion/v1/ingestion.proto

import type { QaPair as _sitesage_ingestion_v1_QaPair, QaPair__Output as _sitesage_ingestion_v1_QaPair__Output } from '../../../sitesage/ingestion/v1/QaPair.js';

export interface QaPairList {
  'data'?: (_sitesage_ingestion_v1_QaPair)[];
  'total'?: (number);
}

export interface QaPairList__Output {
  'data': (_sitesage_ingestion_v1_QaPair__Output)[];
  'total': (number);
}
