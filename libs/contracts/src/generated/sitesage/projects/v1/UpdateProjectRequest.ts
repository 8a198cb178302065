// Original file: proto/projects/v1/projects.proto

import type { Owner as _sitesage_projects_v1_Owner, Owner__Output as _sitesage_projects_v1_Owner__Output } from '../../../sitesage/projects/v1/Owner.js';
import type { ThemePatch as _sitesage_projects_v1_ThemePatch, ThemePatch__Output as _sitesage_projects_v1_ThemePatch__Output } from '../../../sitesage/projects/v1/ThemePatch.js';
import type { AllowedHosts as _sitesage_projects_v1_AllowedHosts, AllowedHosts__Output as _sitesage_projects_v1_AllowedHosts__Output } from '../../../sitesage/projects/v1/AllowedHosts.js';

export interface UpdateProjectRequest {
  'owner'?: (_sitesage_projects_v1_Owner | null);
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'bot_name'?: (string);
  'require_user_details'?: (boolean);
  'bot_welcome_message'?: (string);
  'bot_template_messages'?: (string);
  'theme'?: (_sitesage_projects_v1_ThemePatch | null);
  'allowed_hosts'?: (_sitesage_projects_v1_AllowedHosts | null);
  'allow_localhost'?: (boolean);
  'contact_email'?: (string);
  'contact_whatsapp'?: (string);
  '_name'?: "name";
  '_description'?: "description";
  '_bot_name'?: "bot_name";
  '_require_user_details'?: "require_user_details";
  '_bot_welcome_message'?: "bot_welcome_message";
  '_bot_template_messages'?: "bot_template_messages";
  '_allow_localhost'?: "allow_localhost";
  '_contact_email'?: "contact_email";
  '_contact_whatsapp'?: "contact_whatsapp";
}

export interface UpdateProjectRequest__Output {
  'owner': (_sitesage_projects_v1_Owner__Output | null);
  'id': (string);
  'name'?: (string);
  'description'?: (string);
  'bot_name'?: (string);
  'require_user_details'?: (boolean);
  'bot_welcome_message'?: (string);
  'bot_template_messages'?: (string);
  'theme': (_sitesage_projects_v1_ThemePatch__Output | null);
  'allowed_hosts': (_sitesage_projects_v1_AllowedHosts__Output | null);
  'allow_localhost'?: (boolean);
  'contact_email'?: (string);
  'contact_whatsapp'?: (string);
  '_name'?: "name";
  '_description'?: "description";
  '_bot_name'?: "bot_name";
  '_require_user_details'?: "require_user_details";
  '_bot_welcome_message'?: "bot_welcome_message";
  '_bot_template_messages'?: "bot_template_messages";
  '_allow_localhost'?: "allow_localhost";
  '_contact_email'?: "contact_email";
  '_contact_whatsapp'?: "contact_whatsapp";
}
