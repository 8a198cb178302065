// Original file: proto/projects/v1/projects.proto


export interface ApplyPlanRequest {
  'user_id'?: (string);
  'plan'?: (string);
  'version'?: (number);
}

export interface ApplyPlanRequest__Output {
  'user_id': (string);
  'plan': (string);
  'version': (number);
}
