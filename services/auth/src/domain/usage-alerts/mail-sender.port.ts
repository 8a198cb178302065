/** One e-mail to an owner, written in full by the domain (the sender adds only the From line). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the e-mail is about, for logs and the local outbox (`usage-alert`). */
  kind: string;
};

/**
 * Where e-mails go (adapters: `src/mail/smtp-mail.sender.ts`, `src/mail/outbox-mail.sender.ts`). `send` resolves once the mail server (or the local outbox) took the message.
 * It throws MailRefused when the server refused the recipient for good, and any other error when
 * the message could not be handed over now and may be tried again later.
 */
export type MailSender = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** The mail server refused the recipient (5xx to RCPT TO): trying again cannot succeed. */
export class MailRefused extends Error {
  override readonly name = 'MailRefused';
}
