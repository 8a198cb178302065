// Original file: proto/projects/v1/projects.proto

import type { Owner as _sitesage_projects_v1_Owner, Owner__Output as _sitesage_projects_v1_Owner__Output } from '../../../sitesage/projects/v1/Owner.js';

export interface ProjectRequest {
  'owner'?: (_sitesage_projects_v1_Owner | null);
  'id'?: (string);
}

export interface ProjectRequest__Output {
  'owner': (_sitesage_projects_v1_Owner__Output | null);
  'id': (string);
}
