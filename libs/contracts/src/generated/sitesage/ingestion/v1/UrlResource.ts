// Original file: proto/ingestion/v1/ingestion.proto


export interface UrlResource {
  'url'?: (string);
  'type'?: (string);
}

export interface UrlResource__Output {
  'url': (string);
  'type': (string);
}
