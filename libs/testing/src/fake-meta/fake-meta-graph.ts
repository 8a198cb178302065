import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMetaPhoneNumber = { id: string; display_phone_number: string; verified_name: string };

export type FakeMetaSentMessage = {
  phoneNumberId: string;
  to: string;
  body: string;
  messageId: string;
  /** The access token the call carried. */
  token: string;
};

export type FakeMetaDelivery = { body: string; signature: string; messageId: string };

/** One business of the fake: its WhatsApp Business Account and that account's numbers. */
export type FakeMetaBusiness = {
  businessId: string;
  businessAccountId: string;
  /** The numbers of the business account; a test may empty or change them. */
  phoneNumbers: FakeMetaPhoneNumber[];
};

export type FakeMetaGraph = {
  /** Graph API base (META_GRAPH_API_URL) and the dialog's base (META_OAUTH_DIALOG_URL): the same server. */
  baseUrl: string;
  appId: string;
  appSecret: string;
  version: string;
  businessId: string;
  businessAccountId: string;
  /** The numbers of the fake business account; a test may empty or change them. */
  phoneNumbers: FakeMetaPhoneNumber[];
  /**
   * Another business (its own account and numbers, none shared with the first), for a second owner
   * connecting WhatsApp on the same stack: its numbers can be connected while the first's are.
   */
  secondBusiness: FakeMetaBusiness;
  /** Every access token the fake issued (tests look for them where they must never be). */
  issuedTokens: string[];
  /** Business accounts the app is subscribed to (subscribed_apps). */
  subscribedAccounts: Set<string>;
  /** Every text message sent through the messages endpoint, in order. */
  sent: FakeMetaSentMessage[];
  /**
   * What the dialog does when the owner clicks Continue: a code for `redirectUri`, as Meta issues
   * one, granting the first business (the dialog's) or the one given.
   */
  authorize(redirectUri: string, business?: FakeMetaBusiness): string;
  /** A signed delivery of a text message from a WhatsApp user to one of the numbers. */
  inboundText(input: {
    phoneNumberId: string;
    from: string;
    name?: string;
    text: string;
    messageId?: string;
  }): FakeMetaDelivery;
  /** A signed delivery of a message of another type (image, audio, …). */
  inboundOfType(input: {
    phoneNumberId: string;
    from: string;
    type: string;
    messageId?: string;
  }): FakeMetaDelivery;
  /** A signed delivery of a status of a message sent through the messages endpoint. */
  statusUpdate(input: {
    phoneNumberId: string;
    messageId: string;
    status: 'sent' | 'delivered' | 'read' | 'failed';
  }): FakeMetaDelivery;
  /** Signs any body as Meta does (X-Hub-Signature-256). */
  sign(body: string | Buffer, secret?: string): string;
  /** Posts a delivery to a webhook URL with its signature header; answers the HTTP status. */
  deliver(url: string, delivery: { body: string; signature: string }): Promise<number>;
  stop(): Promise<void>;
};

type GraphReply = { status: number; body: unknown };

const graphError = (status: number, message: string, code: number, type = 'OAuthException'): GraphReply => ({
  status,
  body: { error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') } },
});

/**
 * A local server speaking the parts of Meta's Graph API that WhatsApp Cloud API integrations use,
 * chosen by base URL: the OAuth dialog (a stand-in page whose Continue link returns to the
 * redirect URI with a code and the state), `GET /{v}/oauth/access_token`, `/me/businesses`,
 * `/{business}/owned_whatsapp_business_accounts`, `/{waba}/phone_numbers`,
 * `/{waba}/subscribed_apps` (GET, POST, DELETE) and `POST /{phone}/messages`, with Meta's error
 * bodies (190 for a bad token, 100 for a bad parameter). It signs webhook deliveries with the app
 * secret, as Meta does.
 */
export async function startFakeMetaGraph(options: { version?: string } = {}): Promise<FakeMetaGraph> {
  const version = options.version ?? 'v21.0';
  const appId = String(1_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
  const appSecret = randomBytes(16).toString('hex');
  const first = newBusiness(0, [
    { id: String(4_000_000_001), display_phone_number: '+91 98765 43210', verified_name: 'Acme Support' },
    { id: String(4_000_000_002), display_phone_number: '+1 555-010-0199', verified_name: 'Acme Sales' },
  ]);
  const second = newBusiness(1, [
    { id: String(4_000_000_011), display_phone_number: '+91 98765 43211', verified_name: 'Birch Help Desk' },
  ]);
  const businesses = [first, second];
  const codes = new Map<string, { redirect: string; business: FakeMetaBusiness }>();
  const issuedTokens: string[] = [];
  /** Which business each issued token may read and act for. */
  const grants = new Map<string, FakeMetaBusiness>();
  const subscribedAccounts = new Set<string>();
  const sent: FakeMetaSentMessage[] = [];
  let messageSequence = 0;

  const sign = (body: string | Buffer, secret = appSecret) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  function authorize(redirectUri: string, business: FakeMetaBusiness = first): string {
    const code = `AQ${randomBytes(24).toString('base64url')}`;
    codes.set(code, { redirect: redirectUri, business });
    return code;
  }

  /** The business a number belongs to (a test may have changed the lists since start). */
  const businessOfNumber = (phoneNumberId: string) =>
    businesses.find((business) => business.phoneNumbers.some((number) => number.id === phoneNumberId));

  function bearer(req: IncomingMessage): string | undefined {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return token !== undefined && issuedTokens.includes(token) ? token : undefined;
  }

  function dialog(url: URL): { status: number; html: string } {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('client_id') !== appId || !/^https?:\/\//.test(redirect))
      return {
        status: 400,
        html: '<!doctype html><title>Error</title><p>Invalid app ID or redirect URI.</p>',
      };
    const back = new URL(redirect);
    back.searchParams.set('code', authorize(redirect));
    back.searchParams.set('state', state);
    const link = back.toString().replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    return {
      status: 200,
      html: `<!doctype html><title>Log in with Facebook</title><h1>Connect WhatsApp</h1><p>SiteSage would like to manage your WhatsApp Business Account.</p><a id="continue" href="${link}">Continue</a>`,
    };
  }

  function graph(method: string, path: string, url: URL, req: IncomingMessage, raw: string): GraphReply {
    if (method === 'GET' && path === '/oauth/access_token') {
      const code = url.searchParams.get('code') ?? '';
      if (url.searchParams.get('client_id') !== appId || url.searchParams.get('client_secret') !== appSecret)
        return graphError(400, 'Error validating client secret.', 1);
      const granted = codes.get(code);
      if (granted === undefined)
        return graphError(400, 'This authorization code has expired or been used.', 100);
      if (granted.redirect !== url.searchParams.get('redirect_uri'))
        return graphError(
          400,
          'Error validating verification code. Please make sure your redirect_uri is identical.',
          100,
        );
      codes.delete(code);
      const token = `EAA${randomBytes(32).toString('base64url')}`;
      issuedTokens.push(token);
      grants.set(token, granted.business);
      return { status: 200, body: { access_token: token, token_type: 'bearer', expires_in: 5_183_944 } };
    }
    const token = bearer(req);
    if (!token) return graphError(401, 'Invalid OAuth access token - Cannot parse access token', 190);
    // A token reads and acts for the business its owner granted, as a Meta user token does.
    const { businessId, businessAccountId, phoneNumbers } = grants.get(token) ?? first;
    if (method === 'GET' && path === '/me/businesses')
      return { status: 200, body: { data: [{ id: businessId, name: 'Acme Corp' }] } };
    if (method === 'GET' && path === `/${businessId}/owned_whatsapp_business_accounts`)
      return { status: 200, body: { data: [{ id: businessAccountId, name: 'Acme WhatsApp' }] } };
    if (method === 'GET' && path === `/${businessAccountId}/phone_numbers`)
      return { status: 200, body: { data: phoneNumbers.map((number) => ({ ...number })) } };
    if (path === `/${businessAccountId}/subscribed_apps`) {
      if (method === 'POST') subscribedAccounts.add(businessAccountId);
      if (method === 'DELETE') subscribedAccounts.delete(businessAccountId);
      if (method === 'GET')
        return {
          status: 200,
          body: {
            data: subscribedAccounts.has(businessAccountId)
              ? [{ whatsapp_business_api_data: { id: appId, name: 'SiteSage' } }]
              : [],
          },
        };
      return { status: 200, body: { success: true } };
    }
    const send = /^\/(\d+)\/messages$/.exec(path);
    if (method === 'POST' && send) {
      const phoneNumberId = send[1] ?? '';
      if (!phoneNumbers.some((number) => number.id === phoneNumberId))
        return graphError(
          400,
          `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`,
          100,
          'GraphMethodException',
        );
      let message: { messaging_product?: unknown; to?: unknown; type?: unknown; text?: { body?: unknown } };
      try {
        message = JSON.parse(raw) as typeof message;
      } catch {
        return graphError(400, '(#100) Invalid parameter', 100);
      }
      if (
        message.messaging_product !== 'whatsapp' ||
        typeof message.to !== 'string' ||
        message.type !== 'text'
      )
        return graphError(400, '(#100) Invalid parameter', 100);
      const body = message.text?.body;
      if (typeof body !== 'string' || body.length === 0 || body.length > 4_096)
        return graphError(400, "(#100) Param text['body'] must be between 1 and 4096 characters", 100);
      messageSequence += 1;
      const messageId = `wamid.OUT${String(messageSequence).padStart(6, '0')}${randomBytes(6).toString('hex')}`;
      sent.push({ phoneNumberId, to: message.to, body, messageId, token });
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to.replace(/\D/g, '') }],
          messages: [{ id: messageId }],
        },
      };
    }
    return graphError(400, `Unsupported ${method} request.`, 100, 'GraphMethodException');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const prefix = `/${version}`;
    if (!url.pathname.startsWith(`${prefix}/`)) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify(graphError(404, 'Unknown version', 2500).body));
      return;
    }
    const path = url.pathname.slice(prefix.length);
    if (req.method === 'GET' && path === '/dialog/oauth') {
      const page = dialog(url);
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
      return;
    }
    const reply = graph(req.method ?? 'GET', path, url, req, raw);
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  function delivery(
    phoneNumberId: string,
    from: string,
    name: string,
    message: Record<string, unknown>,
  ): FakeMetaDelivery {
    return signed(phoneNumberId, typeof message.id === 'string' ? message.id : '', {
      contacts: [{ profile: { name }, wa_id: from }],
      messages: [message],
    });
  }

  function signed(
    phoneNumberId: string,
    messageId: string,
    content: Record<string, unknown>,
  ): FakeMetaDelivery {
    const business = businessOfNumber(phoneNumberId) ?? first;
    const number = business.phoneNumbers.find((candidate) => candidate.id === phoneNumberId);
    // Meta writes non-ASCII text as \u escapes; the signature covers exactly these bytes.
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: business.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: number?.display_phone_number.replace(/\D/g, '') ?? '',
                  phone_number_id: phoneNumberId,
                },
                ...content,
              },
            },
          ],
        },
      ],
    }).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return { body, signature: sign(body), messageId };
  }

  const newMessageId = () => `wamid.IN${randomBytes(12).toString('base64url')}`;
  const timestamp = () => String(Math.floor(Date.now() / 1000));

  return {
    baseUrl,
    appId,
    appSecret,
    version,
    businessId: first.businessId,
    businessAccountId: first.businessAccountId,
    phoneNumbers: first.phoneNumbers,
    secondBusiness: second,
    issuedTokens,
    subscribedAccounts,
    sent,
    authorize,
    sign,
    inboundText({ phoneNumberId, from, name = 'Asha', text, messageId = newMessageId() }) {
      return delivery(phoneNumberId, from, name, {
        from,
        id: messageId,
        timestamp: timestamp(),
        type: 'text',
        text: { body: text },
      });
    },
    statusUpdate({ phoneNumberId, messageId, status }) {
      const recipient = sent.find((message) => message.messageId === messageId)?.to ?? '';
      return signed(phoneNumberId, messageId, {
        statuses: [
          {
            id: messageId,
            status,
            timestamp: timestamp(),
            recipient_id: recipient,
            ...(status === 'failed' ? { errors: [{ code: 131047, title: 'Re-engagement message' }] } : {}),
          },
        ],
      });
    },
    inboundOfType({ phoneNumberId, from, type, messageId = newMessageId() }) {
      return delivery(phoneNumberId, from, 'Asha', {
        from,
        id: messageId,
        timestamp: timestamp(),
        type,
        [type]: { id: randomBytes(8).toString('hex'), mime_type: 'image/jpeg' },
      });
    },
    async deliver(url, { body, signature }) {
      // A test's own call to the webhook under test (loopback), as Meta's servers make it.
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** A business with random ids (`index` keeps two of one fake apart) and the given numbers. */
function newBusiness(index: number, phoneNumbers: FakeMetaPhoneNumber[]): FakeMetaBusiness {
  return {
    businessId: String(2_000_000_000 + index * 1_000_000 + Math.floor(Math.random() * 1_000_000)),
    businessAccountId: String(3_000_000_000 + index * 1_000_000 + Math.floor(Math.random() * 1_000_000)),
    phoneNumbers,
  };
}
