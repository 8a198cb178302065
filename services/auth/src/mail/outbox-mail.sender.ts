import type { Logger } from '@sitesage/logger';
import type { Clock } from '../clock.js';
import { createOutboxFile } from '../outbox-file.js';
import type { MailSender } from '../domain/usage-alerts/mail-sender.port.js';
import { maskEmail } from './mask-email.fns.js';

/**
 * For local runs and tests, with no SMTP server configured: no e-mail leaves the machine. Each one
 * is appended to the outbox file as a JSON line {to, subject, text, kind, at}, where a developer
 * (and the end-to-end suite) reads it, and logged with the address masked.
 */
export function createOutboxMailSender({
  log,
  outboxFile,
  clock,
}: {
  log: Logger;
  outboxFile: string;
  clock: Clock;
}): MailSender {
  const outbox = createOutboxFile(outboxFile);
  return {
    async send({ to, subject, text, kind }) {
      await outbox.append({ to, subject, text, kind, at: clock().toISOString() });
      log.info(
        { to: maskEmail(to), subject, kind, outboxFile },
        'e-mail (no SMTP server configured): written to the outbox',
      );
    },
    close() {
      // Nothing held open.
    },
  };
}
