// Original file: proto/integrations/v1/integrations.proto


export interface Owner {
  'user_id'?: (string);
  'plan'?: (string);
}

export interface Owner__Output {
  'user_id': (string);
  'plan': (string);
}
