import type { Logger } from '@sitesage/logger';
import { usageNoticeKey, type UsageAlert } from '@sitesage/queue';
import type { Clock } from '../../clock.js';
import type { UsageAlertDeliveriesRepository } from '../../db/usage-alert-deliveries.repository.js';
import type { UsersRepository } from '../../db/users.repository.js';
import type { MailSender } from './mail-sender.port.js';
import { usageAlertMail } from './usage-alert-mail.fns.js';

export type UsageAlertOutcome = 'sent' | 'already-sent' | 'alerts-off' | 'no-owner';

export type UsageAlertDeps = {
  clock: Clock;
  log: Logger;
  /** Read fresh, not through the request cache: a switch turned off a moment ago counts. */
  users: Pick<UsersRepository, 'findUserById'>;
  deliveries: Pick<UsageAlertDeliveriesRepository, 'claim' | 'markSent' | 'release'>;
  mail: Pick<MailSender, 'send'>;
  publicUrl: string;
};

/**
 * Longer than one SMTP delivery can take (its connect, greeting and socket timeouts): an attempt
 * holding a notice for longer died while sending, and another may take it over.
 */
const claimLeaseMs = 5 * 60_000;

/** Another attempt is sending this notice right now; the job is retried later. */
export class DeliveryInProgress extends Error {
  override readonly name = 'DeliveryInProgress';
}

/**
 * E-mails an owner the usage notice the chat service recorded, once: unless the owner turned plan
 * usage alerts off, or no longer has an account (then it is dropped quietly). A notice already
 * mailed is not mailed again, however often its job runs.
 */
export function createUsageAlertService({ clock, log, users, deliveries, mail, publicUrl }: UsageAlertDeps) {
  return {
    async deliverUsageAlert(alert: UsageAlert): Promise<UsageAlertOutcome> {
      const noticeKey = usageNoticeKey(alert);
      const context = { ownerId: alert.ownerId, cycleStart: alert.cycleStart, threshold: alert.threshold };
      const owner = await users.findUserById(alert.ownerId);
      if (!owner?.verified_at) {
        log.info(context, 'usage alert dropped: the owner has no account any more');
        return 'no-owner';
      }
      if (!owner.notify_usage_alerts) {
        log.info(context, 'usage alert not mailed: the owner turned plan usage alerts off');
        return 'alerts-off';
      }

      const at = clock();
      const claim = await deliveries.claim(noticeKey, owner.user_id, {
        at,
        staleBefore: new Date(at.getTime() - claimLeaseMs),
      });
      if (claim === 'sent') {
        log.info(context, 'usage alert was mailed before; not again');
        return 'already-sent';
      }
      if (claim === 'busy')
        throw new DeliveryInProgress(`usage alert ${noticeKey} is being mailed by another attempt`);

      const message = usageAlertMail({
        fullName: owner.full_name,
        plan: owner.plan,
        threshold: alert.threshold,
        conversations: alert.conversations,
        quota: alert.quota,
        cycleStart: new Date(alert.cycleStart),
        cycleEnd: new Date(alert.cycleEnd),
        publicUrl,
      });
      try {
        await mail.send({ to: owner.email, ...message, kind: 'usage-alert' });
      } catch (error) {
        await deliveries.release(noticeKey, at).catch((releaseError: unknown) => {
          // The claim then runs out after its lease and a later attempt takes it.
          log.warn({ ...context, err: releaseError }, 'could not let go of a failed usage alert');
        });
        throw error;
      }
      await deliveries.markSent(noticeKey, clock());
      log.info(context, 'usage alert mailed to the owner');
      return 'sent';
    },
  };
}

export type UsageAlertService = ReturnType<typeof createUsageAlertService>;
