// Original file: proto/ingestion/v1/ingestion.proto

import type { QaMatch as _sitesage_ingestion_v1_QaMatch, QaMatch__Output as _sitesage_ingestion_v1_QaMatch__Output } from '../../../sitesage/ingestion/v1/QaMatch.js';

export interface MatchQaReply {
  'matches'?: (_sitesage_ingestion_v1_QaMatch)[];
  'threshold'?: (number | string);
}

export interface MatchQaReply__Output {
  'matches': (_sitesage_ingestion_v1_QaMatch__Output)[];
  'threshold': (number);
}
