import { formatRupees } from '../pricing/plan-price.fns';
import type { Payment } from './billing.types';
import { shownDate } from './shown-date';

const STATUS_BADGE: Record<string, string> = {
  captured: 'badge-success',
  paid: 'badge-success',
  failed: 'badge-error',
  refunded: 'badge-warning',
};

const titleCase = (word: string) => (word === '' ? '' : `${word[0] ?? ''}${word.slice(1).toLowerCase()}`);

/** The owner's past payments: date, amount and status, newest first as billing lists them. */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  return (
    <section aria-labelledby="payments-heading" className="card card-border bg-base-100">
      <div className="card-body">
        <h2 id="payments-heading" className="card-title">
          Past payments
        </h2>
        {payments.length === 0 ? (
          <p className="py-4 text-base-content/70">No payments yet</p>
        ) : (
          <table role="table" aria-label="Past payments" className="table">
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Date
                </th>
                <th role="columnheader" scope="col">
                  Amount
                </th>
                <th role="columnheader" scope="col">
                  Status
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {payments.map((payment) => (
                <tr role="row" key={payment.payment_id}>
                  <td role="cell" className="whitespace-nowrap">
                    {shownDate(payment.paid_at)}
                  </td>
                  <td role="cell">
                    <span className="font-semibold">{formatRupees(payment.amount)}</span>
                    <span className="block text-xs text-base-content/70">
                      {[titleCase(payment.plan_type), payment.billing_cycle.toLowerCase()]
                        .filter((part) => part !== '')
                        .join(', ')}
                    </span>
                  </td>
                  <td role="cell">
                    <span className={`badge badge-sm ${STATUS_BADGE[payment.status] ?? 'badge-ghost'}`}>
                      {payment.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
