// Original file: proto/projects/v1/projects.proto

import type { Owner as _sitesage_projects_v1_Owner, Owner__Output as _sitesage_projects_v1_Owner__Output } from '../../../sitesage/projects/v1/Owner.js';

export interface CreateProjectRequest {
  'owner'?: (_sitesage_projects_v1_Owner | null);
  'name'?: (string);
  'description'?: (string);
  'site_url'?: (string);
}

export interface CreateProjectRequest__Output {
  'owner': (_sitesage_projects_v1_Owner__Output | null);
  'name': (string);
  'description': (string);
  'site_url': (string);
}
