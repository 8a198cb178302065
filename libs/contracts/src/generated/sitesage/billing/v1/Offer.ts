// Original file: proto/billing/v1/billing.proto

import type { OfferPrice as _sitesage_billing_v1_OfferPrice, OfferPrice__Output as _sitesage_billing_v1_OfferPrice__Output } from '../../../sitesage/billing/v1/OfferPrice.js';

export interface Offer {
  'id'?: (string);
  'display_text'?: (string);
  'discount_value'?: (number);
  'valid_until'?: (string);
  'prices'?: (_sitesage_billing_v1_OfferPrice)[];
}

export interface Offer__Output {
  'id': (string);
  'display_text': (string);
  'discount_value': (number);
  'valid_until': (string);
  'prices': (_sitesage_billing_v1_OfferPrice__Output)[];
}
