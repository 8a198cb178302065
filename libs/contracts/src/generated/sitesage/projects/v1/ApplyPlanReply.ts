// Original file: proto/projects/v1/projects.proto


export interface ApplyPlanReply {
  'applied'?: (boolean);
  'paused'?: (number);
  'resumed'?: (number);
}

export interface ApplyPlanReply__Output {
  'applied': (boolean);
  'paused': (number);
  'resumed': (number);
}
