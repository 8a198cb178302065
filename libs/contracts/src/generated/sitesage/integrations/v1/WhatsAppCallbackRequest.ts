// Original file: proto/integrations/v1/integrations.proto

import type { Owner as _sitesage_integrations_v1_Owner, Owner__Output as _sitesage_integrations_v1_Owner__Output } from '../../../sitesage/integrations/v1/Owner.js';

export interface WhatsAppCallbackRequest {
  'owner'?: (_sitesage_integrations_v1_Owner | null);
  'project_id'?: (string);
  'code'?: (string);
  'state'?: (string);
  'session_binding'?: (string);
}

export interface WhatsAppCallbackRequest__Output {
  'owner': (_sitesage_integrations_v1_Owner__Output | null);
  'project_id': (string);
  'code': (string);
  'state': (string);
  'session_binding': (string);
}
