import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime-message.js';

/** One message the server accepted, with the envelope it came in. */
export type ReceivedMail = ParsedMail & {
  /** MAIL FROM. */
  from: string;
  /** RCPT TO, every one. */
  to: string[];
  /** The login the client used, if any. */
  user: string | undefined;
};

export type FakeSmtpServer = {
  port: number;
  /** smtp://127.0.0.1:<port> (with the login when the server asks for one). */
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all (fails after timeoutMs). */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (clients get "connection refused"), as a mail server that is down. */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  /** Answers RCPT TO for this address with 550, as a server refusing a mailbox for good. */
  refuseRecipient(address: string): void;
  stop(): Promise<void>;
};

/**
 * A mail server on loopback that speaks real SMTP (the smtp-server package: EHLO, AUTH PLAIN/LOGIN,
 * MAIL, RCPT, DATA), so the product's own SMTP client is tested as it runs in production. It keeps
 * every message it accepts, parsed. No TLS: loopback only.
 */
export async function startFakeSmtpServer({
  user,
  pass,
}: { user?: string; pass?: string } = {}): Promise<FakeSmtpServer> {
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters: Array<() => void> = [];

  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !user,
      allowInsecureAuth: true,
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === pass) callback(null, { user: auth.username });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          mails.push({
            ...parseMail(Buffer.concat(chunks).toString('utf8')),
            from: from ? from.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        });
      },
    });

  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const close = (server: SMTPServer) =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });

  let server: SMTPServer | undefined = create();
  const port = await listen(server, 0);
  const login = user ? `${encodeURIComponent(user)}:${encodeURIComponent(pass ?? '')}@` : '';

  return {
    port,
    url: `smtp://${login}127.0.0.1:${String(port)}`,
    mails,
    async waitForMails(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${String(mails.length)} e-mails arrived, not ${String(count)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return mails;
    },
    async goDown() {
      if (!server) return;
      const running = server;
      server = undefined;
      await close(running);
    },
    async comeBack() {
      if (server) return;
      server = create();
      await listen(server, port);
    },
    refuseRecipient(address) {
      refused.add(address.toLowerCase());
    },
    async stop() {
      if (server) await close(server);
      server = undefined;
    },
  };
}
