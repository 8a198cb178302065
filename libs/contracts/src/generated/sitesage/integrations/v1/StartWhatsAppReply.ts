// Original file: proto/integrations/v1/integrations.proto


export interface StartWhatsAppReply {
  'dialog_url'?: (string);
  'expires_at'?: (string);
}

export interface StartWhatsAppReply__Output {
  'dialog_url': (string);
  'expires_at': (string);
}
