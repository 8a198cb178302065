// Original file: proto/billing/v1/billing.proto

import type { PlanLimits as _sitesage_billing_v1_PlanLimits, PlanLimits__Output as _sitesage_billing_v1_PlanLimits__Output } from '../../../sitesage/billing/v1/PlanLimits.js';

export interface Plan {
  'plan_type'?: (string);
  'name'?: (string);
  'order'?: (number);
  'monthly_price'?: (number);
  'yearly_price'?: (number);
  'custom_price'?: (boolean);
  'features'?: (string)[];
  'limits'?: (_sitesage_billing_v1_PlanLimits | null);
  'most_popular'?: (boolean);
}

export interface Plan__Output {
  'plan_type': (string);
  'name': (string);
  'order': (number);
  'monthly_price': (number);
  'yearly_price': (number);
  'custom_price': (boolean);
  'features': (string)[];
  'limits': (_sitesage_billing_v1_PlanLimits__Output | null);
  'most_popular': (boolean);
}
