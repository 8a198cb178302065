// Original file: proto/billing/v1/billing.proto

import type { Plan as _sitesage_billing_v1_Plan, Plan__Output as _sitesage_billing_v1_Plan__Output } from '../../../sitesage/billing/v1/Plan.js';

export interface PlanList {
  'plans'?: (_sitesage_billing_v1_Plan)[];
  'currency'?: (string);
}

export interface PlanList__Output {
  'plans': (_sitesage_billing_v1_Plan__Output)[];
  'currency': (string);
}
