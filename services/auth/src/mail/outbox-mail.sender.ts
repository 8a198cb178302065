import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../clock.js';
import { maskEmail, type MailSender } from './mail-sender.js';

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
  let folderReady: Promise<unknown> | undefined;
  return {
    async send({ to, subject, text, kind }) {
      folderReady ??= mkdir(dirname(outboxFile), { recursive: true });
      await folderReady;
      const line = JSON.stringify({ to, subject, text, kind, at: clock().toISOString() });
      await appendFile(outboxFile, `${line}\n`, 'utf8');
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
