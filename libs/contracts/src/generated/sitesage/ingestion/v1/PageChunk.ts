// Original file: proto/ingestion/v1/ingestion.proto


export interface PageChunk {
  'chunk_id'?: (string);
  'url'?: (string);
  'title'?: (string);
  'header'?: (string);
  'content'?: (string);
}

export interface PageChunk__Output {
  'chunk_id': (string);
  'url': (string);
  'title': (string);
  'header': (string);
  'content': (string);
}
