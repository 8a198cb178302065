// Original file: proto/projects/v1/projects.proto

import type { Project as _sitesage_projects_v1_Project, Project__Output as _sitesage_projects_v1_Project__Output } from '../../../sitesage/projects/v1/Project.js';

export interface ListProjectsReply {
  'data'?: (_sitesage_projects_v1_Project)[];
  'total'?: (number);
  'plan_limit'?: (number);
}

export interface ListProjectsReply__Output {
  'data': (_sitesage_projects_v1_Project__Output)[];
  'total': (number);
  'plan_limit': (number);
}
