// Original file: proto/ingestion/v1/ingestion.proto


export interface SearchRequest {
  'project_id'?: (string);
  'query'?: (string);
  'limit'?: (number);
  'with_neighbours'?: (boolean);
  'with_page_opening'?: (boolean);
}

export interface SearchRequest__Output {
  'project_id': (string);
  'query': (string);
  'limit': (number);
  'with_neighbours': (boolean);
  'with_page_opening': (boolean);
}
