// Original file: proto/projects/v1/projects.proto

import type { Theme as _sitesage_projects_v1_Theme, Theme__Output as _sitesage_projects_v1_Theme__Output } from '../../../sitesage/projects/v1/Theme.js';

export interface PublicProject {
  'project_id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'bot_name'?: (string);
  'bot_welcome_message'?: (string);
  'bot_template_messages'?: (string);
  'require_user_details'?: (boolean);
  'theme'?: (_sitesage_projects_v1_Theme | null);
  'status'?: (string);
  'allowed_hosts'?: (string)[];
  'allow_localhost'?: (boolean);
  'paused'?: (boolean);
}

export interface PublicProject__Output {
  'project_id': (string);
  'name': (string);
  'description': (string);
  'bot_name': (string);
  'bot_welcome_message': (string);
  'bot_template_messages': (string);
  'require_user_details': (boolean);
  'theme': (_sitesage_projects_v1_Theme__Output | null);
  'status': (string);
  'allowed_hosts': (string)[];
  'allow_localhost': (boolean);
  'paused': (boolean);
}
