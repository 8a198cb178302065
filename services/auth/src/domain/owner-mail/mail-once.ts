import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { MailDeliveriesRepository } from '../../db/mail-deliveries.repository.js';
import type { MailMessage, MailSender } from '../usage-alerts/mail-sender.port.js';

export type MailOnceDeps = {
  clock: Clock;
  log: Logger;
  deliveries: Pick<MailDeliveriesRepository, 'claim' | 'markSent' | 'release'>;
  mail: Pick<MailSender, 'send'>;
};

/**
 * Longer than one SMTP delivery can take (its connect, greeting and socket timeouts): an attempt
 * holding an e-mail for longer died while sending, and another may take it over.
 */
const claimLeaseMs = 5 * 60_000;

/** Another attempt is sending this e-mail right now; the job is retried later. */
export class DeliveryInProgress extends Error {
  override readonly name = 'DeliveryInProgress';
}

/**
 * Sends an owner e-mail at most once per key, however often its job runs (a job added again after
 * the first left Redis, two attempts at once): the key is claimed in one statement, the e-mail
 * sent, then marked sent. A send that fails lets go of the claim so a retry may send it.
 */
export async function mailOnce(
  { clock, log, deliveries, mail }: MailOnceDeps,
  { key, userId, message, context }: { key: string; userId: string; message: MailMessage; context: object },
): Promise<'sent' | 'already-sent'> {
  const at = clock();
  const claim = await deliveries.claim(key, userId, {
    at,
    staleBefore: new Date(at.getTime() - claimLeaseMs),
  });
  if (claim === 'sent') return 'already-sent';
  if (claim === 'busy') throw new DeliveryInProgress(`e-mail ${key} is being sent by another attempt`);
  try {
    await mail.send(message);
  } catch (error) {
    await deliveries.release(key, at).catch((releaseError: unknown) => {
      // The claim then runs out after its lease and a later attempt takes it.
      log.warn({ ...context, err: releaseError }, 'could not let go of an e-mail that failed');
    });
    throw error;
  }
  await deliveries.markSent(key, clock());
  return 'sent';
}
