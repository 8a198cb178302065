// Original file: proto/ingestion/v1/ingestion.proto


export interface SitemapText {
  'text'?: (string);
}

export interface SitemapText__Output {
  'text': (string);
}
