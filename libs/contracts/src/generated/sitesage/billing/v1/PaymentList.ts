// Original file: proto/billing/v1/billing.proto

import type { Payment as _sitesage_billing_v1_Payment, Payment__Output as _sitesage_billing_v1_Payment__Output } from '../../../sitesage/billing/v1/Payment.js';

export interface PaymentList {
  'payments'?: (_sitesage_billing_v1_Payment)[];
  'total'?: (number);
}

export interface PaymentList__Output {
  'payments': (_sitesage_billing_v1_Payment__Output)[];
  'total': (number);
}
