// Original file: proto/billing/v1/billing.proto


export interface PlanLimits {
  'agents'?: (number);
  'conversations_per_cycle'?: (number);
  'training_sets'?: (number);
}

export interface PlanLimits__Output {
  'agents': (number);
  'conversations_per_cycle': (number);
  'training_sets': (number);
}
