// Original file: proto/projects/v1/projects.proto


export interface PublicProjectRequest {
  'project_id'?: (string);
}

export interface PublicProjectRequest__Output {
  'project_id': (string);
}
