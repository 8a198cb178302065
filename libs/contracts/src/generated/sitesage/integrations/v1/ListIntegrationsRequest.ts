// Original file: proto/integrations/v1/integrations.proto

import type { Owner as _sitesage_integrations_v1_Owner, Owner__Output as _sitesage_integrations_v1_Owner__Output } from '../../../sitesage/integrations/v1/Owner.js';

export interface ListIntegrationsRequest {
  'owner'?: (_sitesage_integrations_v1_Owner | null);
  'project_id'?: (string);
}

export interface ListIntegrationsRequest__Output {
  'owner': (_sitesage_integrations_v1_Owner__Output | null);
  'project_id': (string);
}
