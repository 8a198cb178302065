import { randomUUID } from 'node:crypto';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { ContactMessagesRepository } from '../../db/contact-messages.repository.js';
import type { ThrottleStore } from '../throttling/throttle-store.port.js';
import { limits } from '../throttling/throttle-limits.js';
import { enforce, ipSubject } from '../throttling/throttle.fns.js';
import { validateContactMessage, type ContactMessage } from './contact-message.fns.js';

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(deps: {
  clock: Clock;
  log: Logger;
  messages: Pick<ContactMessagesRepository, 'insert'>;
  throttles: Pick<ThrottleStore, 'hit'>;
}) {
  const { clock, log, messages, throttles } = deps;
  return {
    /**
     * Keeps a message from the public contact page for the support team. The form is open to
     * anyone, so each address and each sender email may only send a few an hour.
     */
    async submit(input: ContactMessage & { clientIp: string }): Promise<{ id: string; receivedAt: Date }> {
      const message = validateContactMessage(input);
      const now = clock();
      enforce(await throttles.hit(limits.contactPerIp, ipSubject(input.clientIp), now));
      enforce(await throttles.hit(limits.contactPerEmail, `email:${message.email}`, now));
      const id = randomUUID();
      await messages.insert({ id, ...message, received_at: now });
      // The id only: the sender's name, address and words stay in the database.
      log.info({ contactMessageId: id }, 'contact message received');
      return { id, receivedAt: now };
    },
  };
}
