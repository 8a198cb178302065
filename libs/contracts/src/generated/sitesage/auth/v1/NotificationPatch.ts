// Original file: proto/auth/v1/auth.proto


export interface NotificationPatch {
  'new_interaction'?: (boolean);
  'new_lead'?: (boolean);
  'new_question'?: (boolean);
  'contact_request'?: (boolean);
  'usage_alerts'?: (boolean);
  '_new_interaction'?: "new_interaction";
  '_new_lead'?: "new_lead";
  '_new_question'?: "new_question";
  '_contact_request'?: "contact_request";
  '_usage_alerts'?: "usage_alerts";
}

export interface NotificationPatch__Output {
  'new_interaction'?: (boolean);
  'new_lead'?: (boolean);
  'new_question'?: (boolean);
  'contact_request'?: (boolean);
  'usage_alerts'?: (boolean);
  '_new_interaction'?: "new_interaction";
  '_new_lead'?: "new_lead";
  '_new_question'?: "new_question";
  '_contact_request'?: "contact_request";
  '_usage_alerts'?: "usage_alerts";
}
