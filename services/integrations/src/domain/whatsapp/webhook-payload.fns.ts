/** One message a WhatsApp user sent to a connected number, as a delivery reports it. */
export type InboundMessage = {
  messageId: string;
  phoneNumberId: string;
  fromNumber: string;
  profileName: string;
  /** Meta's message type: text, image, audio, … */
  kind: string;
  /** The text of a text message; empty for any other kind. */
  text: string;
};

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
// PostgreSQL text cannot hold U+0000; a user can still send one (JSON writes it \u0000).
const str = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.replaceAll('\u0000', '').slice(0, max) : '';

/** The longest text WhatsApp lets a user send; anything longer is not a real message. */
const maxTextLength = 4_096;

/**
 * The user messages in a verified WhatsApp Business Account delivery
 * (`object: whatsapp_business_account`, `entry[].changes[]` with `field: messages`). Delivery
 * statuses, and entries without the fields every message carries, yield nothing.
 */
export function inboundMessagesOf(body: unknown): InboundMessage[] {
  const delivery = record(body);
  if (delivery.object !== 'whatsapp_business_account') return [];
  const found: InboundMessage[] = [];
  for (const entry of list(delivery.entry)) {
    for (const change of list(record(entry).changes)) {
      const { field, value } = record(change);
      if (field !== 'messages') continue;
      const content = record(value);
      const phoneNumberId = str(record(content.metadata).phone_number_id, 64);
      const names = new Map(
        list(content.contacts).map((contact) => [
          str(record(contact).wa_id, 32),
          str(record(record(contact).profile).name, 200),
        ]),
      );
      for (const message of list(content.messages)) {
        const item = record(message);
        const messageId = str(item.id, 200);
        const fromNumber = str(item.from, 32);
        const kind = str(item.type, 32);
        if (!phoneNumberId || !messageId || !/^\d{5,20}$/.test(fromNumber) || !kind) continue;
        found.push({
          messageId,
          phoneNumberId,
          fromNumber,
          profileName: names.get(fromNumber) ?? '',
          kind,
          text: kind === 'text' ? str(record(item.text).body, maxTextLength) : '',
        });
      }
    }
  }
  return found;
}

export type DeliveryStatusReport = {
  /** Meta's id of the message we sent. */
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  errorCode: number | null;
};

const reportedStatuses: ReadonlySet<string> = new Set(['sent', 'delivered', 'read', 'failed']);

/** The delivery statuses of our replies in a verified delivery (`value.statuses[]`). */
export function deliveryStatusesOf(body: unknown): DeliveryStatusReport[] {
  const delivery = record(body);
  if (delivery.object !== 'whatsapp_business_account') return [];
  const found: DeliveryStatusReport[] = [];
  for (const entry of list(delivery.entry)) {
    for (const change of list(record(entry).changes)) {
      const { field, value } = record(change);
      if (field !== 'messages') continue;
      for (const status of list(record(value).statuses)) {
        const item = record(status);
        const messageId = str(item.id, 200);
        const name = str(item.status, 20);
        const seconds = Number(str(item.timestamp, 20));
        if (!messageId || !reportedStatuses.has(name) || !Number.isFinite(seconds) || seconds <= 0) continue;
        const code = record(list(item.errors)[0]).code;
        found.push({
          messageId,
          status: name as DeliveryStatusReport['status'],
          at: new Date(seconds * 1000),
          errorCode: typeof code === 'number' && Number.isInteger(code) ? code : null,
        });
      }
    }
  }
  return found;
}
