import type { Executor } from '@sitesage/db';
import type { BillingDatabase, PaymentRow } from './database.js';

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

export type PaymentRecord = {
  paymentId: string;
  userId: string;
  subscriptionId: string;
  amount: number;
  currency: string;
  status: string;
  paidAt: Date;
};

export function createPaymentsRepository(db: Executor<BillingDatabase>) {
  return {
    /**
     * Records a payment once per Razorpay payment id; a later report of the same payment only moves
     * it from failed to captured (a retried charge that succeeded), never back.
     */
    async recordPayment(payment: PaymentRecord, tx: Executor<BillingDatabase> = db): Promise<void> {
      await tx
        .insertInto('billing.payments')
        .values({
          razorpay_payment_id: payment.paymentId,
          user_id: payment.userId,
          razorpay_subscription_id: payment.subscriptionId,
          amount: payment.amount,
          currency: payment.currency,
          status: payment.status,
          paid_at: payment.paidAt,
        })
        .onConflict((conflict) =>
          conflict
            .column('razorpay_payment_id')
            .doUpdateSet({ status: payment.status })
            .where('billing.payments.status', '!=', 'captured'),
        )
        .execute();
    },

    async listPayments(
      userId: string,
      page: { limit: number; offset: number },
      tx: Executor<BillingDatabase> = db,
    ): Promise<{
      rows: (PaymentRow & { plan_type: string | null; billing_cycle: string | null })[];
      total: number;
    }> {
      const rows = await tx
        .selectFrom('billing.payments as p')
        .leftJoin('billing.subscriptions as s', 's.razorpay_subscription_id', 'p.razorpay_subscription_id')
        .selectAll('p')
        .select(['s.plan_type', 's.billing_cycle'])
        .where('p.user_id', '=', userId)
        .orderBy('p.paid_at', 'desc')
        .orderBy('p.razorpay_payment_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const { total } = await tx
        .selectFrom('billing.payments')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },
  };
}
