import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type TwilioMessage = { accountSid: string; to: string; from: string; body: string; sid: string };

export type FakeTwilio = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  messages: TwilioMessage[];
  /** The next `count` requests answer with this HTTP status and Twilio's error body. */
  failNext(status: 429 | 500 | 503, count?: number): void;
  stop(): Promise<void>;
};

/**
 * A local server speaking Twilio's Programmable Messaging REST API (2010-04-01): form-encoded
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` with HTTP Basic credentials, answering 201 with
 * a message resource, or Twilio's JSON error bodies (20003 authenticate, 21211 invalid To,
 * 21602 missing Body, 20429 too many requests).
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const messages: TwilioMessage[] = [];
  let failures: { status: number; remaining: number } | undefined;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      handle(req, res, raw);
    });
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (req.method !== 'POST' || !match) {
      error(res, 404, 20404, 'The requested resource was not found');
      return;
    }
    const credentials = Buffer.from(
      (req.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    ).toString();
    if (credentials !== `${accountSid}:${authToken}` || match[1] !== accountSid) {
      error(res, 401, 20003, 'Authenticate');
      return;
    }
    if (failures && failures.remaining > 0) {
      failures.remaining -= 1;
      if (failures.status === 429) error(res, 429, 20429, 'Too Many Requests');
      else error(res, failures.status, 20500, 'Internal Server Error');
      return;
    }
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
    const body = form.get('Body') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to)) {
      error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      return;
    }
    if (!body) {
      error(res, 400, 21602, 'Message body is required.');
      return;
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ accountSid, to, from, body, sid });
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        sid,
        account_sid: accountSid,
        to,
        from,
        body,
        status: 'queued',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        num_segments: '1',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      }),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    failNext(status, count = 1) {
      failures = { status, remaining: count };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

function error(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString());
    });
  });
}
