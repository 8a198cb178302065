// Original file: proto/ingestion/v1/ingestion.proto


export interface TrainingSetUsage {
  'used'?: (number);
  'limit'?: (number);
}

export interface TrainingSetUsage__Output {
  'used': (number);
  'limit': (number);
}
