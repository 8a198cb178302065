// Original file: proto/chat/v1/chat.proto

import type { Screen as _sitesage_chat_v1_Screen, Screen__Output as _sitesage_chat_v1_Screen__Output } from '../../../sitesage/chat/v1/Screen.js';

export interface VisitorInfo {
  'user_agent'?: (string);
  'platform'?: (string);
  'language'?: (string);
  'screen'?: (_sitesage_chat_v1_Screen | null);
  'timezone'?: (string);
  'referrer'?: (string);
  'page_url'?: (string);
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'city'?: (string);
}

export interface VisitorInfo__Output {
  'user_agent': (string);
  'platform': (string);
  'language': (string);
  'screen': (_sitesage_chat_v1_Screen__Output | null);
  'timezone': (string);
  'referrer': (string);
  'page_url': (string);
  'name': (string);
  'email': (string);
  'phone': (string);
  'city': (string);
}
