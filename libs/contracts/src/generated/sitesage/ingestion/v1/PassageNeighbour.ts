// Original file: proto/ingestion/v1/ingestion.proto


export interface PassageNeighbour {
  'header'?: (string);
  'content'?: (string);
}

export interface PassageNeighbour__Output {
  'header': (string);
  'content': (string);
}
