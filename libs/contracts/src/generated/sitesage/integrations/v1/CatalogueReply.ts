// Original file: proto/integrations/v1/integrations.proto

import type { CatalogueEntry as _sitesage_integrations_v1_CatalogueEntry, CatalogueEntry__Output as _sitesage_integrations_v1_CatalogueEntry__Output } from '../../../sitesage/integrations/v1/CatalogueEntry.js';

export interface CatalogueReply {
  'integrations'?: (_sitesage_integrations_v1_CatalogueEntry)[];
}

export interface CatalogueReply__Output {
  'integrations': (_sitesage_integrations_v1_CatalogueEntry__Output)[];
}
