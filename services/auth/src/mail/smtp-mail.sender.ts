import { createTransport } from 'nodemailer';
import type { Logger } from '@sitesage/logger';
import { MailRefused, type MailSender } from '../domain/usage-alerts/mail-sender.port.js';
import { maskEmail } from './mask-email.fns.js';
import { smtpConnection } from './smtp-connection.fns.js';

export type SmtpSettings = {
  /** smtp://user:pass@host:port or smtps://…; when set, the fields below are ignored. */
  url: string;
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  pass: string;
  /** The From line of every message. */
  from: string;
};

/** Limits on one delivery, so a server that hangs cannot hold a worker. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

type SmtpFailure = Error & { responseCode?: number; command?: string; code?: string };

/**
 * E-mail through an SMTP server with nodemailer: one connection per message (alerts are rare, and
 * a pooled connection would outlive a server restart badly). A 5xx answer to RCPT TO means the
 * address itself is refused; every other failure (connection, TLS, login, 4xx, timeouts) may pass.
 */
export function createSmtpMailSender(settings: SmtpSettings, log: Logger): MailSender {
  const transport = createTransport({ ...smtpConnection(settings), ...timeouts }, { from: settings.from });

  return {
    async send({ to, subject, text, html, kind }) {
      const masked = maskEmail(to);
      try {
        const info = await transport.sendMail({ to, subject, text, html });
        log.info({ to: masked, kind, messageId: info.messageId }, 'e-mail accepted by the SMTP server');
      } catch (error) {
        const failure = error as SmtpFailure;
        const details = {
          to: masked,
          kind,
          responseCode: failure.responseCode,
          command: failure.command,
          code: failure.code,
        };
        if (failure.command === 'RCPT TO' && (failure.responseCode ?? 0) >= 500) {
          log.warn(details, 'the SMTP server refused the address');
          throw new MailRefused(`the SMTP server refused the address (${String(failure.responseCode)})`, {
            cause: error,
          });
        }
        // The server's own text can quote the address; keep it out of the log.
        log.warn(details, 'the SMTP server did not take the e-mail; it will be tried again');
        throw new Error(`SMTP delivery failed (${failure.code ?? failure.responseCode ?? 'no code'})`, {
          cause: error,
        });
      }
    },
    close() {
      transport.close();
    },
  };
}
