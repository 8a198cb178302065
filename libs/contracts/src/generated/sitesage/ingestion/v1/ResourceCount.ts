// Original file: proto/ingestion/v1/ingestion.proto


export interface ResourceCount {
  'project_id'?: (string);
  'resources'?: (number);
  'completed'?: (number);
  'failed'?: (number);
  'processing'?: (number);
}

export interface ResourceCount__Output {
  'project_id': (string);
  'resources': (number);
  'completed': (number);
  'failed': (number);
  'processing': (number);
}
