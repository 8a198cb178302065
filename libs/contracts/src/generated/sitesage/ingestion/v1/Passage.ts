// Original file: proto/ingestion/v1/ingestion.proto


export interface Passage {
  'chunk_id'?: (string);
  'url'?: (string);
  'title'?: (string);
  'header'?: (string);
  'content'?: (string);
  'score'?: (number | string);
  'keyword_match'?: (boolean);
  'similarity'?: (number | string);
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
}
