// Original file: proto/ingestion/v1/ingestion.proto


export interface GroupTextsReply {
  'groups'?: (number)[];
}

export interface GroupTextsReply__Output {
  'groups': (number)[];
}
