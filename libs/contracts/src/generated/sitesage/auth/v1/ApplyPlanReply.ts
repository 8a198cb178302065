// Original file: proto/auth/v1/auth.proto


export interface ApplyPlanReply {
  'applied'?: (boolean);
}

export interface ApplyPlanReply__Output {
  'applied': (boolean);
}
