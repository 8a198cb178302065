import type { Logger } from '@sitesage/logger';
import { usageNoticeKey, type UsageAlert } from '@sitesage/queue';
import type { Clock } from '../../clock.js';
import type { MailDeliveriesRepository } from '../../db/mail-deliveries.repository.js';
import type { UsersRepository } from '../../db/users.repository.js';
import { mailOnce } from '../owner-mail/mail-once.js';
import type { MailSender } from './mail-sender.port.js';
import { usageAlertMail } from './usage-alert-mail.fns.js';

export type UsageAlertOutcome = 'sent' | 'already-sent' | 'alerts-off' | 'no-owner';

export type UsageAlertDeps = {
  clock: Clock;
  log: Logger;
  /** Read fresh, not through the request cache: a switch turned off a moment ago counts. */
  users: Pick<UsersRepository, 'findUserById'>;
  deliveries: Pick<MailDeliveriesRepository, 'claim' | 'markSent' | 'release'>;
  mail: Pick<MailSender, 'send'>;
  publicUrl: string;
};

/**
 * E-mails an owner the usage notice the chat service recorded, once: unless the owner turned plan
 * usage alerts off, or no longer has an account (then it is dropped quietly). A notice already
 * mailed is not mailed again, however often its job runs.
 */
export function createUsageAlertService({ clock, log, users, deliveries, mail, publicUrl }: UsageAlertDeps) {
  return {
    async deliverUsageAlert(alert: UsageAlert): Promise<UsageAlertOutcome> {
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
      const outcome = await mailOnce(
        { clock, log, deliveries, mail },
        {
          key: usageNoticeKey(alert),
          userId: owner.user_id,
          message: { to: owner.email, ...message, kind: 'usage-alert' },
          context,
        },
      );
      log.info(
        context,
        outcome === 'sent' ? 'usage alert mailed to the owner' : 'usage alert was mailed before; not again',
      );
      return outcome;
    },
  };
}

export type UsageAlertService = ReturnType<typeof createUsageAlertService>;
