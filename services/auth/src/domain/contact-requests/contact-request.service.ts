import type { Logger } from '@sitesage/logger';
import { contactRequestJobId, type ContactRequest } from '@sitesage/queue';
import type { Clock } from '../../clock.js';
import type { MailDeliveriesRepository } from '../../db/mail-deliveries.repository.js';
import type { UsersRepository } from '../../db/users.repository.js';
import { mailOnce } from '../owner-mail/mail-once.js';
import type { MailSender } from '../usage-alerts/mail-sender.port.js';
import { contactRequestMail } from './contact-request-mail.fns.js';

export type ContactRequestOutcome = 'sent' | 'already-sent' | 'requests-off' | 'no-owner';

/**
 * E-mails an owner that a visitor asked for a person, unless they turned "Contact request"
 * notifications off (or no longer have an account). Once per request: the chat service's outbox
 * may hand a request over again (a relay that died before clearing it), and a request already
 * mailed is not mailed again, however often its job runs.
 */
export function createContactRequestService(deps: {
  clock: Clock;
  log: Logger;
  /** Read fresh: a switch turned off a moment ago counts. */
  users: Pick<UsersRepository, 'findUserById'>;
  deliveries: Pick<MailDeliveriesRepository, 'claim' | 'markSent' | 'release'>;
  mail: Pick<MailSender, 'send'>;
  publicUrl: string;
}) {
  const { clock, log, users, deliveries, mail, publicUrl } = deps;
  return {
    async deliverContactRequest(request: ContactRequest): Promise<ContactRequestOutcome> {
      const context = { ownerId: request.ownerId, projectId: request.projectId };
      const owner = await users.findUserById(request.ownerId);
      if (!owner?.verified_at) {
        log.info(context, 'contact request dropped: the owner has no account any more');
        return 'no-owner';
      }
      if (!owner.notify_contact_request) {
        log.info(context, 'contact request not mailed: the owner turned contact requests off');
        return 'requests-off';
      }
      const message = contactRequestMail({
        fullName: owner.full_name,
        projectId: request.projectId,
        sessionId: request.sessionId,
        requestedAt: new Date(request.requestedAt),
        publicUrl,
      });
      const outcome = await mailOnce(
        { clock, log, deliveries, mail },
        {
          key: contactRequestJobId(request),
          userId: owner.user_id,
          message: { to: owner.email, ...message, kind: 'contact-request' },
          context,
        },
      );
      log.info(
        context,
        outcome === 'sent'
          ? 'contact request mailed to the owner'
          : 'contact request was mailed before; not again',
      );
      return outcome;
    },
  };
}

export type ContactRequestService = ReturnType<typeof createContactRequestService>;
