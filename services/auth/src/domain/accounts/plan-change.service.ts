import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { UsersRepository } from '../../db/users.repository.js';
import type { SessionStore } from '../../redis/session.store.js';
import type { Clock } from '../../clock.js';

export type PlanChange = {
  userId: string;
  plan: string;
  accountType: string;
  billingCycle: string;
  /** Billing's number for this change; only a higher one than the last applied is taken. */
  version: number;
};

export type PlanChangeService = ReturnType<typeof createPlanChangeService>;

const plans = new Set(['FREE', 'BASIC', 'PRO', 'ENTERPRISE']);
const cycles = new Set(['', 'MONTHLY', 'YEARLY']);

/**
 * Takes billing's word on an owner's plan (billing is its only writer; no owner call reaches this).
 * The account's mirror in Redis is dropped after the write, so the owner's next request — and with
 * it every limit the gateway passes on — sees the new plan.
 */
export function createPlanChangeService({
  clock,
  log,
  users,
  sessions,
}: {
  clock: Clock;
  log: Logger;
  users: Pick<UsersRepository, 'applyPlan'>;
  sessions: Pick<SessionStore, 'forgetState'>;
}) {
  return {
    async applyPlan(change: PlanChange): Promise<boolean> {
      if (!plans.has(change.plan)) throw AppError.invalid('plan', `Unknown plan '${change.plan}'`);
      if (!plans.has(change.accountType))
        throw AppError.invalid('account_type', `Unknown account type '${change.accountType}'`);
      if (!cycles.has(change.billingCycle))
        throw AppError.invalid('billing_cycle', `Unknown billing cycle '${change.billingCycle}'`);
      if (!Number.isInteger(change.version) || change.version < 1)
        throw AppError.invalid('version', 'version must be a positive whole number');
      const updated = await users.applyPlan(change.userId, {
        plan: change.plan,
        accountType: change.accountType,
        billingCycle: change.billingCycle,
        version: change.version,
        at: clock(),
      });
      if (!updated) return false;
      await sessions.forgetState(change.userId);
      log.info(
        { userId: change.userId, plan: change.plan, version: change.version },
        'plan changed by billing',
      );
      return true;
    },
  };
}
