// Original file: proto/ingestion/v1/ingestion.proto


export interface GroupTextsRequest {
  'texts'?: (string)[];
}

export interface GroupTextsRequest__Output {
  'texts': (string)[];
}
