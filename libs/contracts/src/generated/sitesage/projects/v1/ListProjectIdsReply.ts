// Original file: proto/projects/v1/projects.proto


export interface ListProjectIdsReply {
  'ids'?: (string)[];
}

export interface ListProjectIdsReply__Output {
  'ids': (string)[];
}
