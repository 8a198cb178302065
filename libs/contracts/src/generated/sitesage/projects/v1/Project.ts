// Original file: proto/projects/v1/projects.proto

import type { Theme as _sitesage_projects_v1_Theme, Theme__Output as _sitesage_projects_v1_Theme__Output } from '../../../sitesage/projects/v1/Theme.js';

export interface Project {
  'id'?: (string);
  'project_id'?: (string);
  'user_id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'status'?: (string);
  'bot_name'?: (string);
  'bot_welcome_message'?: (string);
  'bot_template_messages'?: (string);
  'require_user_details'?: (boolean);
  'theme'?: (_sitesage_projects_v1_Theme | null);
  'site_url'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'allowed_hosts'?: (string)[];
  'allow_localhost'?: (boolean);
  'contact_email'?: (string);
  'contact_whatsapp'?: (string);
  'paused'?: (boolean);
}

export interface Project__Output {
  'id': (string);
  'project_id': (string);
  'user_id': (string);
  'name': (string);
  'description': (string);
  'status': (string);
  'bot_name': (string);
  'bot_welcome_message': (string);
  'bot_template_messages': (string);
  'require_user_details': (boolean);
  'theme': (_sitesage_projects_v1_Theme__Output | null);
  'site_url': (string);
  'created_at': (string);
  'updated_at': (string);
  'allowed_hosts': (string)[];
  'allow_localhost': (boolean);
  'contact_email': (string);
  'contact_whatsapp': (string);
  'paused': (boolean);
}
