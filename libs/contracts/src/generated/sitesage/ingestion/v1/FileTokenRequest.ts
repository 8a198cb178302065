// Original file: proto/ingestion/v1/ingestion.proto


export interface FileTokenRequest {
  'token'?: (string);
}

export interface FileTokenRequest__Output {
  'token': (string);
}
