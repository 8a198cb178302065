// Original file: proto/ingestion/v1/ingestion.proto


export interface ScoreTextsRequest {
  'query'?: (string);
  'texts'?: (string)[];
}

export interface ScoreTextsRequest__Output {
  'query': (string);
  'texts': (string)[];
}
