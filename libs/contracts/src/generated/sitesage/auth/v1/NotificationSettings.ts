// Original file: proto/auth/v1/auth.proto


export interface NotificationSettings {
  'new_interaction'?: (boolean);
  'new_lead'?: (boolean);
  'new_question'?: (boolean);
  'contact_request'?: (boolean);
  'usage_alerts'?: (boolean);
}

export interface NotificationSettings__Output {
  'new_interaction': (boolean);
  'new_lead': (boolean);
  'new_question': (boolean);
  'contact_request': (boolean);
  'usage_alerts': (boolean);
}
