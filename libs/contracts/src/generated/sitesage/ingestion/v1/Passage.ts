// Original file: proto/ingestion/v1/ingestion.proto

import type { PassageNeighbour as _sitesage_ingestion_v1_PassageNeighbour, PassageNeighbour__Output as _sitesage_ingestion_v1_PassageNeighbour__Output } from '../../../sitesage/ingestion/v1/PassageNeighbour.js';

export interface Passage {
  'chunk_id'?: (string);
  'url'?: (string);
  'title'?: (string);
  'header'?: (string);
  'content'?: (string);
  'score'?: (number | string);
  'keyword_match'?: (boolean);
  'similarity'?: (number | string);
  'before'?: (_sitesage_ingestion_v1_PassageNeighbour)[];
  'after'?: (_sitesage_ingestion_v1_PassageNeighbour)[];
}

export interface Passage__Output {
  'chunk_id': (string);
  'url': (string);
  'title': (string);
  'header': (string);
  'content': (string);
  'score': (number);
  'keyword_match': (boolean);
  'similarity': (number);
  'before': (_sitesage_ingestion_v1_PassageNeighbour__Output)[];
  'after': (_sitesage_ingestion_v1_PassageNeighbour__Output)[];
}
