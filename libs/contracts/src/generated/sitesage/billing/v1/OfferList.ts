// Original file: proto/billing/v1/billing.proto

import type { Offer as _sitesage_billing_v1_Offer, Offer__Output as _sitesage_billing_v1_Offer__Output } from '../../../sitesage/billing/v1/Offer.js';

export interface OfferList {
  'offers'?: (_sitesage_billing_v1_Offer)[];
  'total'?: (number);
}

export interface OfferList__Output {
  'offers': (_sitesage_billing_v1_Offer__Output)[];
  'total': (number);
}
