// Original file: proto/integrations/v1/integrations.proto

import type { Owner as _sitesage_integrations_v1_Owner, Owner__Output as _sitesage_integrations_v1_Owner__Output } from '../../../sitesage/integrations/v1/Owner.js';

export interface ChoosePhoneRequest {
  'owner'?: (_sitesage_integrations_v1_Owner | null);
  'id'?: (string);
  'phone_number_id'?: (string);
}

export interface ChoosePhoneRequest__Output {
  'owner': (_sitesage_integrations_v1_Owner__Output | null);
  'id': (string);
  'phone_number_id': (string);
}
