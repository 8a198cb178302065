// Original file: proto/chat/v1/chat.proto


export interface ProjectIds {
  'project_ids'?: (string)[];
}

export interface ProjectIds__Output {
  'project_ids': (string)[];
}
