import type { SmtpSettings } from './smtp-mail.sender.js';

export type SmtpConnection = {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
};

/**
 * Where and how to connect: SMTP_URL when set (smtps:// means TLS from the first byte, its default
 * port 465; smtp:// defaults to 587), else the SMTP_HOST group. User and password in the URL are
 * percent-decoded, so a password may hold any character.
 */
export function smtpConnection(settings: Omit<SmtpSettings, 'from'>): SmtpConnection {
  let { host, port, secure, user, pass } = settings;
  if (settings.url) {
    const url = new URL(settings.url);
    secure = url.protocol === 'smtps:';
    host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    port = url.port ? Number(url.port) : secure ? 465 : 587;
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  }
  return { host, port, secure, ...(user ? { auth: { user, pass } } : {}) };
}

/** True when an SMTP server is configured at all (otherwise e-mails go to the local outbox). */
export const smtpConfigured = (settings: Pick<SmtpSettings, 'url' | 'host'>): boolean =>
  Boolean(settings.url || settings.host);
