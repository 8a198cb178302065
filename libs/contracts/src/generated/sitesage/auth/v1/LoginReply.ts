// Original file: proto/auth/v1/auth.proto

import type { TokenInfo as _sitesage_auth_v1_TokenInfo, TokenInfo__Output as _sitesage_auth_v1_TokenInfo__Output } from '../../../sitesage/auth/v1/TokenInfo.js';
import type { User as _sitesage_auth_v1_User, User__Output as _sitesage_auth_v1_User__Output } from '../../../sitesage/auth/v1/User.js';

export interface LoginReply {
  'token_info'?: (_sitesage_auth_v1_TokenInfo | null);
  'user'?: (_sitesage_auth_v1_User | null);
}

export interface LoginReply__Output {
  'token_info': (_sitesage_auth_v1_TokenInfo__Output | null);
  'user': (_sitesage_auth_v1_User__Output | null);
}
