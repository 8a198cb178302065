// Original file: proto/auth/v1/auth.proto


export interface PlanReply {
  'plan'?: (string);
}

export interface PlanReply__Output {
  'plan': (string);
}
