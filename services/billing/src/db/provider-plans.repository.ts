import type { Executor } from '@sitesage/db';
import type { BillingDatabase } from './database.js';

export type ProviderPlansRepository = ReturnType<typeof createProviderPlansRepository>;

export function createProviderPlansRepository(db: Executor<BillingDatabase>) {
  async function findPlanId(planType: string, billingCycle: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('billing.provider_plans')
      .select('razorpay_plan_id')
      .where('plan_type', '=', planType)
      .where('billing_cycle', '=', billingCycle)
      .executeTakeFirst();
    return row?.razorpay_plan_id;
  }
  return {
    findPlanId,

    /** Remembers a plan made at Razorpay; the first one stored wins (the id returned). */
    async savePlanId(plan: {
      planType: string;
      billingCycle: string;
      razorpayPlanId: string;
      amount: number;
    }): Promise<string> {
      await db
        .insertInto('billing.provider_plans')
        .values({
          plan_type: plan.planType,
          billing_cycle: plan.billingCycle,
          razorpay_plan_id: plan.razorpayPlanId,
          amount: plan.amount,
        })
        .onConflict((conflict) => conflict.columns(['plan_type', 'billing_cycle']).doNothing())
        .execute();
      return (await findPlanId(plan.planType, plan.billingCycle)) ?? plan.razorpayPlanId;
    },

    /** Which plan and cycle a Razorpay plan id stands for (stored ones; configured ones are in config). */
    async findByPlanId(
      razorpayPlanId: string,
      tx: Executor<BillingDatabase> = db,
    ): Promise<{ planType: string; billingCycle: string } | undefined> {
      const row = await tx
        .selectFrom('billing.provider_plans')
        .select(['plan_type', 'billing_cycle'])
        .where('razorpay_plan_id', '=', razorpayPlanId)
        .executeTakeFirst();
      return row ? { planType: row.plan_type, billingCycle: row.billing_cycle } : undefined;
    },
  };
}
