// Original file: proto/integrations/v1/integrations.proto

import type { Integration as _sitesage_integrations_v1_Integration, Integration__Output as _sitesage_integrations_v1_Integration__Output } from '../../../sitesage/integrations/v1/Integration.js';

export interface ListIntegrationsReply {
  'data'?: (_sitesage_integrations_v1_Integration)[];
}

export interface ListIntegrationsReply__Output {
  'data': (_sitesage_integrations_v1_Integration__Output)[];
}
