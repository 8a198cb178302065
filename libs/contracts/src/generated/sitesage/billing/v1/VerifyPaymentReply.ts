// Original file: proto/billing/v1/billing.proto

import type { BillingAccount as _sitesage_billing_v1_BillingAccount, BillingAccount__Output as _sitesage_billing_v1_BillingAccount__Output } from '../../../sitesage/billing/v1/BillingAccount.js';

export interface VerifyPaymentReply {
  'verified'?: (boolean);
  'account'?: (_sitesage_billing_v1_BillingAccount | null);
}

export interface VerifyPaymentReply__Output {
  'verified': (boolean);
  'account': (_sitesage_billing_v1_BillingAccount__Output | null);
}
