/** A subscription as the payment provider reports it (Razorpay's subscription entity, narrowed). */
export type ProviderSubscription = {
  id: string;
  planId: string;
  status: string;
  currentStart: Date | null;
  currentEnd: Date | null;
  notes: Record<string, string>;
};

/** What billing needs from Razorpay's Subscriptions API; `razorpay/razorpay.client.ts` is the real one. */
export type PaymentProvider = {
  createPlan(plan: {
    period: 'monthly' | 'yearly';
    name: string;
    /** Paise. */
    amount: number;
    notes: Record<string, string>;
  }): Promise<string>;
  createSubscription(input: {
    planId: string;
    totalCount: number;
    notes: Record<string, string>;
    offerId?: string;
  }): Promise<ProviderSubscription>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelAtCycleEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Moves the subscription to another plan from now (Razorpay prorates). */
  changePlan(subscriptionId: string, planId: string): Promise<ProviderSubscription>;
};
