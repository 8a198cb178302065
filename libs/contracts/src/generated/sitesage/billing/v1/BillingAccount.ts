// Original file: proto/billing/v1/billing.proto

import type { Subscription as _sitesage_billing_v1_Subscription, Subscription__Output as _sitesage_billing_v1_Subscription__Output } from '../../../sitesage/billing/v1/Subscription.js';
import type { Checkout as _sitesage_billing_v1_Checkout, Checkout__Output as _sitesage_billing_v1_Checkout__Output } from '../../../sitesage/billing/v1/Checkout.js';
import type { PlanLimits as _sitesage_billing_v1_PlanLimits, PlanLimits__Output as _sitesage_billing_v1_PlanLimits__Output } from '../../../sitesage/billing/v1/PlanLimits.js';

export interface BillingAccount {
  'plan'?: (string);
  'account_type'?: (string);
  'billing_cycle'?: (string);
  'subscription'?: (_sitesage_billing_v1_Subscription | null);
  'payments_configured'?: (boolean);
  'checkout'?: (_sitesage_billing_v1_Checkout | null);
  'limits'?: (_sitesage_billing_v1_PlanLimits | null);
  'cycle_start'?: (string);
  'cycle_end'?: (string);
}

export interface BillingAccount__Output {
  'plan': (string);
  'account_type': (string);
  'billing_cycle': (string);
  'subscription': (_sitesage_billing_v1_Subscription__Output | null);
  'payments_configured': (boolean);
  'checkout': (_sitesage_billing_v1_Checkout__Output | null);
  'limits': (_sitesage_billing_v1_PlanLimits__Output | null);
  'cycle_start': (string);
  'cycle_end': (string);
}
