// Original file: proto/projects/v1/projects.proto


export interface AllowedHosts {
  'hosts'?: (string)[];
}

export interface AllowedHosts__Output {
  'hosts': (string)[];
}
