import type { Executor } from '@sitesage/db';
import type { BillingDatabase } from '../../db/database.js';
import type { ProviderPlansRepository } from '../../db/provider-plans.repository.js';
import { planOf, type BillingCycle, type PlanType } from '../plans/catalogue.fns.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * Razorpay plans per plan × cycle: configured ids first (RAZORPAY_PLAN_IDS), else one created
 * through the API the first time it is needed and remembered in billing.provider_plans. Two
 * replicas creating the same one at once leave one unused plan at Razorpay; the first stored wins.
 */
export function createProviderPlans({
  configured,
  stored,
  provider,
}: {
  configured: Record<string, string>;
  stored: ProviderPlansRepository;
  provider: Pick<PaymentProvider, 'createPlan'>;
}) {
  return {
    providerPlanId: async (planType: PlanType, billingCycle: BillingCycle): Promise<string> => {
      const key = `${planType}_${billingCycle}`;
      const fromConfig = configured[key];
      if (fromConfig) return fromConfig;
      const known = await stored.findPlanId(planType, billingCycle);
      if (known) return known;
      const plan = planOf(planType);
      const rupees = plan?.prices[billingCycle] ?? null;
      if (!plan || rupees === null || rupees === 0)
        throw new Error(`${key} has no price to create a plan for`);
      const amount = rupees * 100;
      const razorpayPlanId = await provider.createPlan({
        period: billingCycle === 'MONTHLY' ? 'monthly' : 'yearly',
        name: `SiteSage ${plan.name} (${billingCycle.toLowerCase()})`,
        amount,
        notes: { plan_type: planType, billing_cycle: billingCycle },
      });
      return stored.savePlanId({ planType, billingCycle, razorpayPlanId, amount });
    },

    planOfProviderPlan: async (razorpayPlanId: string, tx?: Executor<BillingDatabase>) => {
      const entry = Object.entries(configured).find(([, id]) => id === razorpayPlanId);
      if (entry) {
        const [planType = '', billingCycle = ''] = entry[0].split('_');
        return { planType, billingCycle };
      }
      return stored.findByPlanId(razorpayPlanId, tx);
    },
  };
}
