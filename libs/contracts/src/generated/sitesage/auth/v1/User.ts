// Original file: proto/auth/v1/auth.proto

import type { NotificationSettings as _sitesage_auth_v1_NotificationSettings, NotificationSettings__Output as _sitesage_auth_v1_NotificationSettings__Output } from '../../../sitesage/auth/v1/NotificationSettings.js';

export interface User {
  'user_id'?: (string);
  'full_name'?: (string);
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'plan'?: (string);
  'account_type'?: (string);
  'billing_cycle'?: (string);
  'avatar'?: (string);
  'notifications'?: (_sitesage_auth_v1_NotificationSettings | null);
}

export interface User__Output {
  'user_id': (string);
  'full_name': (string);
  'name': (string);
  'email': (string);
  'phone': (string);
  'plan': (string);
  'account_type': (string);
  'billing_cycle': (string);
  'avatar': (string);
  'notifications': (_sitesage_auth_v1_NotificationSettings__Output | null);
}
