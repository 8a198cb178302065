// Original file: proto/integrations/v1/integrations.proto

import type { PhoneNumber as _sitesage_integrations_v1_PhoneNumber, PhoneNumber__Output as _sitesage_integrations_v1_PhoneNumber__Output } from '../../../sitesage/integrations/v1/PhoneNumber.js';

export interface Integration {
  'id'?: (string);
  'project_id'?: (string);
  'provider'?: (string);
  'status'?: (string);
  'phone_number'?: (string);
  'verified_name'?: (string);
  'phone_number_id'?: (string);
  'phone_numbers'?: (_sitesage_integrations_v1_PhoneNumber)[];
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface Integration__Output {
  'id': (string);
  'project_id': (string);
  'provider': (string);
  'status': (string);
  'phone_number': (string);
  'verified_name': (string);
  'phone_number_id': (string);
  'phone_numbers': (_sitesage_integrations_v1_PhoneNumber__Output)[];
  'created_at': (string);
  'updated_at': (string);
}
