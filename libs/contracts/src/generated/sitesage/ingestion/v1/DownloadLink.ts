// Original file: proto/ingestion/v1/ingestion.proto


export interface DownloadLink {
  'token'?: (string);
  'expires_at'?: (string);
}

export interface DownloadLink__Output {
  'token': (string);
  'expires_at': (string);
}
