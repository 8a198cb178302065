// Original file: proto/integrations/v1/integrations.proto


export interface WhatsAppStatus {
  'configured'?: (boolean);
  'plan_allows'?: (boolean);
  'required_plan'?: (string);
}

export interface WhatsAppStatus__Output {
  'configured': (boolean);
  'plan_allows': (boolean);
  'required_plan': (string);
}
