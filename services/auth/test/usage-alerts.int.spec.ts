import { Job, QueueEvents, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProducer,
  createRedis,
  usageAlertJobOptions,
  usageAlertMailQueue,
  usageNoticeKey,
  type Producer,
  type UsageAlert,
} from '@sitesage/queue';
import { startFakeSmtpServer, type FakeSmtpServer } from '@sitesage/testing';
import { DeliveryInProgress } from '../src/domain/owner-mail/mail-once.js';
import { registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

// A Basic subscription's cycle, renewed on the 14th (not a calendar month).
const cycleStart = '2026-11-14T09:30:00.000Z';
const cycleEnd = '2026-12-14T09:30:00.000Z';
const planPage = 'https://app.sitesage.test/admin/user/plan';

/** What the chat service's relay puts on the queue for one notice. */
const alertFor = (ownerId: string, threshold: 80 | 100): UsageAlert => ({
  ownerId,
  cycleStart,
  cycleEnd,
  threshold,
  conversations: threshold,
  quota: 100,
  noticedAt: new Date().toISOString(),
});

type QueueSide = {
  producer: Producer<typeof usageAlertMailQueue.payload>;
  queue: Queue;
  events: QueueEvents;
  connections: Redis[];
};

async function openQueue(redisUrl: string): Promise<QueueSide> {
  const connections = [createRedis(redisUrl, 'worker'), createRedis(redisUrl, 'worker')] as const;
  const events = new QueueEvents(usageAlertMailQueue.name, { connection: connections[1] });
  await events.waitUntilReady();
  return {
    producer: createProducer(usageAlertMailQueue, connections[0]),
    queue: new Queue(usageAlertMailQueue.name, { connection: connections[0] }),
    events,
    connections: [...connections],
  };
}

async function closeQueue(side: QueueSide) {
  await side.producer.close();
  await side.queue.close();
  await side.events.close();
  for (const connection of side.connections) connection.disconnect();
}

/** Adds the notice's job as the chat relay does; resolves with the job's result once it ran. */
async function handOver(side: QueueSide, alert: UsageAlert): Promise<unknown> {
  const jobId = usageNoticeKey(alert);
  await side.producer.add(alert, { ...usageAlertJobOptions, jobId });
  const job = await Job.fromId(side.queue, jobId);
  if (!job) throw new Error(`job ${jobId} is not in the queue`);
  return job.waitUntilFinished(side.events, 30_000);
}

describe('usage alerts through a real SMTP server', () => {
  let h: AuthHarness;
  let smtp: FakeSmtpServer;
  let side: QueueSide;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ user: 'alerts', pass: 'p@ss:word/1' });
    h = await startAuthHarness(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'SiteSage <alerts@sitesage.test>',
        PUBLIC_URL: 'https://app.sitesage.test',
        MAIL_RETRY_DELAY_MS: '100',
      },
      { usageAlertWorker: true },
    );
    side = await openQueue(h.redisUrl);
  });

  afterAll(async () => {
    await closeQueue(side);
    await h.stop();
    await smtp.stop();
  });

  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

  it("mails the owner once at 80 % and once at 100 %, at the account's address, with the plan page", async () => {
    const { owner, userId } = await registerVerified(h);
    const address = owner.email.toLowerCase();

    expect(await handOver(side, alertFor(userId, 80))).toBe('sent');
    expect(await handOver(side, alertFor(userId, 100))).toBe('sent');

    const [eighty, full, ...more] = mailsTo(address);
    expect(more).toEqual([]);
    expect(eighty).toMatchObject({ from: 'alerts@sitesage.test', to: [address], user: 'alerts' });
    expect(eighty?.headers.get('from')).toBe('SiteSage <alerts@sitesage.test>');
    expect(eighty?.subject).toBe("Your agents have used 80 % of this billing cycle's conversations");
    expect(eighty?.text).toContain(`Hello ${owner.full_name},`);
    expect(eighty?.text).toContain(
      "used 80 % of this billing cycle's conversations: 80 of 100 on the Free plan (14 November 2026 – 14 December 2026)",
    );
    expect(eighty?.text).toContain(planPage);
    expect(eighty?.html).toContain(`<a href="${planPage}">`);
    expect(full?.subject).toBe("Your agents have used all of this billing cycle's conversations");
    expect(full?.text).toContain("used all 100 of this billing cycle's conversations on the Free plan");
    expect(full?.text).toContain("visitors who start a new chat are told it isn't taking new conversations");
    expect(full?.text).toContain(planPage);
  });

  it('sends nothing to an owner who turned plan usage alerts off', async () => {
    const { owner, userId, token } = await registerVerified(h);
    await h.client.UpdateProfile({ token, notifications: { usage_alerts: false } });

    expect(await handOver(side, alertFor(userId, 80))).toBe('alerts-off');
    expect(mailsTo(owner.email.toLowerCase())).toEqual([]);
  });

  it('drops the notice of an owner who has no account any more, quietly', async () => {
    expect(await handOver(side, alertFor('GONE0000', 100))).toBe('no-owner');
    expect(h.logs.join('')).toContain('usage alert dropped: the owner has no account any more');
  });

  it('keeps trying while the mail server is down, and delivers once when it is back', async () => {
    const { owner, userId } = await registerVerified(h);
    await smtp.goDown();
    const alert = alertFor(userId, 80);
    const finished = handOver(side, alert);
    // At least two tries failed while the server was away.
    for (;;) {
      const job = await Job.fromId(side.queue, usageNoticeKey(alert));
      if ((job?.attemptsMade ?? 0) >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mailsTo(owner.email.toLowerCase())).toEqual([]);
    await smtp.comeBack();

    expect(await finished).toBe('sent');
    expect(mailsTo(owner.email.toLowerCase())).toHaveLength(1);
    expect(h.logs.join('')).toContain('usage alert not mailed yet; it will be tried again');
    expect(h.logs.join('')).not.toContain('given up');
  });

  it('mails a notice once when it is handed over twice, even after its first job left Redis', async () => {
    const { owner, userId } = await registerVerified(h);
    const alert = alertFor(userId, 80);
    // Two relays at once: one job.
    const [first] = await Promise.all([handOver(side, alert), handOver(side, alert)]);
    expect(first).toBe('sent');
    // The job is removed (kept completed jobs are trimmed) and the notice is handed over again.
    await side.queue.remove(usageNoticeKey(alert));
    expect(await handOver(side, alert)).toBe('already-sent');

    expect(mailsTo(owner.email.toLowerCase())).toHaveLength(1);
  });

  it('sends one e-mail when two deliveries of the same notice run at the same moment', async () => {
    const { owner, userId } = await registerVerified(h);
    const alert = alertFor(userId, 100);

    const results = await Promise.allSettled([
      h.usageAlerts.deliverUsageAlert(alert),
      h.usageAlerts.deliverUsageAlert(alert),
    ]);

    const outcomes = results.map((result) =>
      result.status === 'fulfilled' ? result.value : (result.reason as Error).name,
    );
    expect(outcomes).toContain('sent');
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    // The other one found it sent, or found it being sent (then its job is retried and finds it sent).
    expect(outcomes.every((o) => ['sent', 'already-sent', new DeliveryInProgress('').name].includes(o))).toBe(
      true,
    );
    expect(await h.usageAlerts.deliverUsageAlert(alert)).toBe('already-sent');
    expect(mailsTo(owner.email.toLowerCase())).toHaveLength(1);
  });

  it('gives up at once on an address the mail server refuses for good', async () => {
    const { owner, userId } = await registerVerified(h);
    smtp.refuseRecipient(owner.email.toLowerCase());
    const alert = alertFor(userId, 80);

    await expect(handOver(side, alert)).rejects.toThrow('the SMTP server refused the address (550)');
    const job = await Job.fromId(side.queue, usageNoticeKey(alert));
    expect(job?.attemptsMade).toBe(1);
    expect(h.logs.join('')).toContain('usage alert not mailed; given up');
  });
});

describe('usage alerts with no SMTP server configured (npm start)', () => {
  let h: AuthHarness;
  let side: QueueSide;

  beforeAll(async () => {
    h = await startAuthHarness({ PUBLIC_URL: 'http://localhost:8080' }, { usageAlertWorker: true });
    side = await openQueue(h.redisUrl);
  });

  afterAll(async () => {
    await closeQueue(side);
    await h.stop();
  });

  it('are written to the mail outbox file and logged without the address', async () => {
    const { owner, userId } = await registerVerified(h);
    const address = owner.email.toLowerCase();

    expect(await handOver(side, alertFor(userId, 80))).toBe('sent');

    const lines = await h.mailOutbox();
    expect(lines).toEqual([
      {
        to: address,
        subject: "Your agents have used 80 % of this billing cycle's conversations",
        text: expect.stringContaining('http://localhost:8080/admin/user/plan') as unknown,
        kind: 'usage-alert',
        at: expect.any(String) as unknown,
      },
    ]);
    const logged = h.logs.find((line) => line.includes('written to the outbox')) ?? '';
    expect(logged).toContain(`"to":"${address.slice(0, 1)}***@example.com"`);
    expect(logged).not.toContain(address);
  });
});
