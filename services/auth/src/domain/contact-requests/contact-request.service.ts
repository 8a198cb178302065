import type { Logger } from '@sitesage/logger';
import type { ContactRequest } from '@sitesage/queue';
import type { UsersRepository } from '../../db/users.repository.js';
import type { MailSender } from '../usage-alerts/mail-sender.port.js';
import { contactRequestMail } from './contact-request-mail.fns.js';

export type ContactRequestOutcome = 'sent' | 'requests-off' | 'no-owner';

/**
 * E-mails an owner that a visitor asked for a person, unless they turned "Contact request"
 * notifications off (or no longer have an account). The queue's job id makes each request one job.
 */
export function createContactRequestService(deps: {
  log: Logger;
  /** Read fresh: a switch turned off a moment ago counts. */
  users: Pick<UsersRepository, 'findUserById'>;
  mail: Pick<MailSender, 'send'>;
  publicUrl: string;
}) {
  const { log, users, mail, publicUrl } = deps;
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
      await mail.send({ to: owner.email, ...message, kind: 'contact-request' });
      log.info(context, 'contact request mailed to the owner');
      return 'sent';
    },
  };
}

export type ContactRequestService = ReturnType<typeof createContactRequestService>;
