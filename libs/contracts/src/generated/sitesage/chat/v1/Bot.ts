// Original file: proto/chat/v1/chat.proto


export interface Bot {
  'name'?: (string);
  'site_name'?: (string);
  'description'?: (string);
  'contact_email'?: (string);
  'contact_whatsapp'?: (string);
}

export interface Bot__Output {
  'name': (string);
  'site_name': (string);
  'description': (string);
  'contact_email': (string);
  'contact_whatsapp': (string);
}
