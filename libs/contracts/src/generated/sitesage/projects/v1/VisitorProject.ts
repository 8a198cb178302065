// Original file: proto/projects/v1/projects.proto


export interface VisitorProject {
  'id'?: (string);
  'project_id'?: (string);
  'user_id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'bot_name'?: (string);
  'require_user_details'?: (boolean);
  'status'?: (string);
  'site_url'?: (string);
  'allowed_hosts'?: (string)[];
  'allow_localhost'?: (boolean);
  'contact_email'?: (string);
  'contact_whatsapp'?: (string);
  'paused'?: (boolean);
}

export interface VisitorProject__Output {
  'id': (string);
  'project_id': (string);
  'user_id': (string);
  'name': (string);
  'description': (string);
  'bot_name': (string);
  'require_user_details': (boolean);
  'status': (string);
  'site_url': (string);
  'allowed_hosts': (string)[];
  'allow_localhost': (boolean);
  'contact_email': (string);
  'contact_whatsapp': (string);
  'paused': (boolean);
}
