// Original file: proto/ingestion/v1/ingestion.proto


export interface ScoreTextsReply {
  'scores'?: (number | string)[];
  'model'?: (string);
  'semantic'?: (boolean);
}

export interface ScoreTextsReply__Output {
  'scores': (number)[];
  'model': (string);
  'semantic': (boolean);
}
