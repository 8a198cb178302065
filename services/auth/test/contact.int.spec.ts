import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactMessagesRepository } from '../src/db/contact-messages.repository.js';
import { failure, startAuthHarness, type AuthHarness } from './harness.js';

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});

afterAll(async () => {
  await h.stop();
});

let sequence = 0;
function sender(ip?: string) {
  sequence += 1;
  return {
    name: 'Asha Rao',
    email: `asha.${sequence}.${process.pid}@Example.com`,
    message: 'Can SiteSage answer in Hindi?\nWe run a bakery in Pune.',
    client_ip: ip ?? `192.0.2.${sequence}`,
  };
}

describe('contact page messages', () => {
  it('stores the message for the support team, who read it newest first', async () => {
    const first = await h.client.SubmitContactMessage(sender());
    const second = await h.client.SubmitContactMessage({ ...sender(), message: 'Second question' });

    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(first.received_at))).toBe(false);
    const inbox = await createContactMessagesRepository(h.db).newest(2);
    expect(inbox.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(inbox[1]).toMatchObject({
      name: 'Asha Rao',
      email: expect.stringMatching(/^asha\.\d+\.\d+@example\.com$/) as unknown,
      message: 'Can SiteSage answer in Hindi?\nWe run a bakery in Pune.',
    });
  });

  it('keeps the sender out of the logs: only the message id is logged', async () => {
    const message = sender();
    const { id } = await h.client.SubmitContactMessage({ ...message, name: 'Zubin Logcheck' });
    const lines = h.logs.filter((line) => line.includes(id));
    expect(lines.length).toBeGreaterThan(0);
    expect(h.logs.join('\n')).not.toContain('Zubin Logcheck');
    expect(h.logs.join('\n')).not.toContain(message.email.toLowerCase());
  });

  it('refuses a message with a missing field, naming it, and stores nothing', async () => {
    const before = (await createContactMessagesRepository(h.db).newest(500)).length;
    const refusal = await failure(h.client.SubmitContactMessage({ ...sender(), message: '   ' }));
    expect(refusal).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'message' });
    expect((await failure(h.client.SubmitContactMessage({ ...sender(), email: 'nope' }))).field).toBe(
      'email',
    );
    expect((await failure(h.client.SubmitContactMessage({ ...sender(), name: '' }))).field).toBe('name');
    expect((await createContactMessagesRepository(h.db).newest(500)).length).toBe(before);
  });

  it('lets one address send five messages an hour, then says when to try again', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i += 1) await h.client.SubmitContactMessage(sender(ip));
    const refusal = await failure(h.client.SubmitContactMessage(sender(ip)));
    expect(refusal.code).toBe('RATE_LIMITED');
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);

    h.clock.advance(60 * 60 * 1000);
    await expect(h.client.SubmitContactMessage(sender(ip))).resolves.toHaveProperty('id');
  });

  it('lets one sender email send three messages an hour from any address', async () => {
    const message = sender();
    for (let i = 0; i < 3; i += 1) {
      await h.client.SubmitContactMessage({ ...message, client_ip: `203.0.113.${i + 1}` });
    }
    const refusal = await failure(h.client.SubmitContactMessage({ ...message, client_ip: '203.0.113.99' }));
    expect(refusal.code).toBe('RATE_LIMITED');
  });
});
