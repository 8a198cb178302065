import type { Logger } from '@sitesage/logger';
import type { AccountsRepository } from '../../db/accounts.repository.js';

/** Auth's ApplyPlan, as billing needs it. */
export type PlanReceiver = (change: {
  userId: string;
  plan: string;
  billingCycle: string;
  version: number;
}) => Promise<void>;

export type PlanSync = ReturnType<typeof createPlanSync>;

/**
 * Hands committed plan changes to auth (the plan every limit-enforcing service is told), like an
 * outbox: a change is marked synced only once auth answered, so a crash or an auth outage delays
 * it and loses nothing. `kick` runs it at once after a change; main.ts also repeats it.
 */
export function createPlanSync({
  log,
  accounts,
  send,
}: {
  log: Logger;
  accounts: Pick<AccountsRepository, 'findUnsynced' | 'markSynced'>;
  send: PlanReceiver;
}) {
  let running: Promise<number> | undefined;
  let again = false;

  async function syncOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const pending = await accounts.findUnsynced(100);
      for (const account of pending) {
        try {
          await send({
            userId: account.user_id,
            plan: account.plan,
            billingCycle: account.billing_cycle,
            version: account.plan_version,
          });
          await accounts.markSynced(account.user_id, account.plan_version);
          sent += 1;
        } catch (error) {
          log.warn(
            { err: error, userId: account.user_id },
            'auth did not take a plan change yet; will retry',
          );
          return sent;
        }
      }
      if (pending.length < 100) return sent;
    }
  }

  /** One pass now, or one more after the pass under way (never two at once). */
  function sync(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = syncOnce()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'plan sync pass failed; will retry');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void sync();
        }
      });
    return running;
  }

  return {
    sync,
    kick: (): void => {
      void sync();
    },
  };
}
