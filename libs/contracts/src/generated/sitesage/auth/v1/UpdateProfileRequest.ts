// Original file: proto/auth/v1/auth.proto

import type { NotificationPatch as _sitesage_auth_v1_NotificationPatch, NotificationPatch__Output as _sitesage_auth_v1_NotificationPatch__Output } from '../../../sitesage/auth/v1/NotificationPatch.js';

export interface UpdateProfileRequest {
  'token'?: (string);
  'full_name'?: (string);
  'avatar'?: (string);
  'notifications'?: (_sitesage_auth_v1_NotificationPatch | null);
  '_full_name'?: "full_name";
  '_avatar'?: "avatar";
}

export interface UpdateProfileRequest__Output {
  'token': (string);
  'full_name'?: (string);
  'avatar'?: (string);
  'notifications': (_sitesage_auth_v1_NotificationPatch__Output | null);
  '_full_name'?: "full_name";
  '_avatar'?: "avatar";
}
