// Original file: proto/projects/v1/projects.proto


export interface Owner {
  'user_id'?: (string);
  'plan'?: (string);
}

export interface Owner__Output {
  'user_id': (string);
  'plan': (string);
}
