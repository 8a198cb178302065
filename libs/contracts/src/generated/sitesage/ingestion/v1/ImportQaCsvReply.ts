// Original file: proto/ingestion/v1/ingestion.proto


export interface ImportQaCsvReply {
  'imported'?: (number);
  'total'?: (number);
}

export interface ImportQaCsvReply__Output {
  'imported': (number);
  'total': (number);
}
