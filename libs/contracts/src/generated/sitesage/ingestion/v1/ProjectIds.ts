// Original file: proto/ingestion/v1/ingestion.proto


export interface ProjectIds {
  'project_ids'?: (string)[];
}

export interface ProjectIds__Output {
  'project_ids': (string)[];
}
