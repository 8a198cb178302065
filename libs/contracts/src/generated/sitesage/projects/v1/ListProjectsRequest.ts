// Original file: proto/projects/v1/projects.proto

import type { Owner as _sitesage_projects_v1_Owner, Owner__Output as _sitesage_projects_v1_Owner__Output } from '../../../sitesage/projects/v1/Owner.js';

export interface ListProjectsRequest {
  'owner'?: (_sitesage_projects_v1_Owner | null);
  'limit'?: (number);
  'offset'?: (number);
  'search'?: (string);
}

export interface ListProjectsRequest__Output {
  'owner': (_sitesage_projects_v1_Owner__Output | null);
  'limit': (number);
  'offset': (number);
  'search': (string);
}
