// Original file: proto/integrations/v1/integrations.proto

import type { Owner as _sitesage_integrations_v1_Owner, Owner__Output as _sitesage_integrations_v1_Owner__Output } from '../../../sitesage/integrations/v1/Owner.js';

export interface OwnerReplyRequest {
  'owner'?: (_sitesage_integrations_v1_Owner | null);
  'project_id'?: (string);
  'session_id'?: (string);
  'owner_name'?: (string);
  'content'?: (string);
}

export interface OwnerReplyRequest__Output {
  'owner': (_sitesage_integrations_v1_Owner__Output | null);
  'project_id': (string);
  'session_id': (string);
  'owner_name': (string);
  'content': (string);
}
