// Original file: proto/projects/v1/projects.proto

import type { Project as _sitesage_projects_v1_Project, Project__Output as _sitesage_projects_v1_Project__Output } from '../../../sitesage/projects/v1/Project.js';

export interface MagicUiReply {
  'project'?: (_sitesage_projects_v1_Project | null);
  'site_reviewed'?: (boolean);
  'note'?: (string);
}

export interface MagicUiReply__Output {
  'project': (_sitesage_projects_v1_Project__Output | null);
  'site_reviewed': (boolean);
  'note': (string);
}
