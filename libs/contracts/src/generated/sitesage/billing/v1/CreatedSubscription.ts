// Original file: proto/billing/v1/billing.proto

import type { Checkout as _sitesage_billing_v1_Checkout, Checkout__Output as _sitesage_billing_v1_Checkout__Output } from '../../../sitesage/billing/v1/Checkout.js';

export interface CreatedSubscription {
  'subscription_id'?: (string);
  'requires_checkout'?: (boolean);
  'checkout'?: (_sitesage_billing_v1_Checkout | null);
}

export interface CreatedSubscription__Output {
  'subscription_id': (string);
  'requires_checkout': (boolean);
  'checkout': (_sitesage_billing_v1_Checkout__Output | null);
}
