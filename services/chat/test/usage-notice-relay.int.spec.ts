import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, usageAlertMailQueue, usageNoticeKey } from '@sitesage/queue';
import { calendarMonth } from '../src/domain/usage/quota-window.js';
import type { UsageAlertProducer } from '../src/domain/usage/usage-notice-outbox.js';
import { startChatHarness, type ChatHarness } from './harness.js';

// What the relay does to the producer, switched by the tests below.
let handOver: 'works' | 'redis-away' | 'crash-after-add' = 'works';

let h: ChatHarness;
let mailQueue: Queue;
let queueRedis: Redis;

beforeAll(async () => {
  h = await startChatHarness(
    { CHAT_VISITOR_MESSAGES_PER_MINUTE: '1000' },
    {
      wrapUsageAlertProducer: (producer: UsageAlertProducer): UsageAlertProducer => ({
        async add(data, options) {
          if (handOver === 'redis-away') throw new Error('Redis is away');
          await producer.add(data, options);
          if (handOver === 'crash-after-add') throw new Error('the process died before marking the notice');
        },
      }),
    },
  );
  queueRedis = createRedis(h.redisUrl, 'worker');
  mailQueue = new Queue(usageAlertMailQueue.name, { connection: queueRedis });
});

afterAll(async () => {
  await mailQueue.close();
  queueRedis.disconnect();
  await h.stop();
});

/** A Free owner's window: the calendar month (UTC) of now. */
const thisMonth = () => calendarMonth(new Date());

/** A first message from a new visitor: one more conversation of the owner's month. */
async function startConversation(owner: string, plan = 'FREE') {
  const events = h.client.Ask({
    project_id: `project-${owner}`,
    session_id: '',
    prompt: 'Do you ship to Goa?',
    bot: { name: 'Sage', site_name: 'shop.test', description: '' },
    owner_id: owner,
    plan,
    visitor_key: `visitor-${randomUUID()}`,
    visitor: {},
    details_required: false,
  });
  for await (const _event of events) {
    // Read to the end: the question is stored and counted before the first event.
  }
}

/** A FREE owner (100 a month) who has had `conversations` this month. */
async function ownerWith(conversations: number): Promise<string> {
  const owner = `owner-${randomUUID()}`;
  await h.db
    .insertInto('chat.conversation_usage')
    .values({ owner_id: owner, cycle_start: thisMonth().start, cycle_end: thisMonth().end, conversations })
    .execute();
  return owner;
}

async function jobsOf(owner: string) {
  const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs
    .map((job) => ({ id: job.id, opts: job.opts, data: usageAlertMailQueue.payload.parse(job.data) }))
    .filter((job) => job.data.ownerId === owner);
}

async function unrelayed(owner: string) {
  const rows = await h.db
    .selectFrom('chat.usage_notices')
    .select('threshold')
    .where('owner_id', '=', owner)
    .where('relayed_at', 'is', null)
    .execute();
  return rows.map((row) => row.threshold);
}

describe("the owners' usage notices, handed to auth's e-mail queue", () => {
  it('go over once each, as the month reaches 80 % and then 100 %, with the figures and no personal data', async () => {
    handOver = 'works';
    const owner = await ownerWith(79);
    await startConversation(owner); // 80
    await h.ownerMailRelay.relayPending();
    await h.ownerMailRelay.relayPending();

    let jobs = await jobsOf(owner);
    expect(jobs).toHaveLength(1);
    const cycleStart = thisMonth().start.toISOString();
    expect(jobs[0]?.id).toBe(usageNoticeKey({ ownerId: owner, cycleStart, threshold: 80 }));
    expect(jobs[0]?.data).toEqual({
      ownerId: owner,
      cycleStart,
      cycleEnd: thisMonth().end.toISOString(),
      threshold: 80,
      conversations: 80,
      quota: 100,
      noticedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
    expect(jobs[0]?.opts.attempts).toBe(30);

    await h.db
      .updateTable('chat.conversation_usage')
      .set({ conversations: 99 })
      .where('owner_id', '=', owner)
      .execute();
    await startConversation(owner); // 100
    await h.ownerMailRelay.relayPending();

    jobs = await jobsOf(owner);
    expect(jobs.map((job) => [job.data.threshold, job.data.conversations]).sort()).toEqual([
      [100, 100],
      [80, 80],
    ]);
    expect(await unrelayed(owner)).toEqual([]);
  });

  it('go over once when two chat processes relay at the same moment', async () => {
    handOver = 'works';
    const owner = await ownerWith(79);
    await startConversation(owner);
    const other = h.startAnotherContainer();

    const handed = await Promise.all([
      h.ownerMailRelay.relayPending(),
      other.ownerMailRelay.relayPending(),
      h.ownerMailRelay.relayPending(),
    ]);

    expect(handed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await jobsOf(owner)).toHaveLength(1);
    expect(await unrelayed(owner)).toEqual([]);
  });

  it('wait in the table while Redis is away, and go over on the next run', async () => {
    const owner = await ownerWith(79);
    await startConversation(owner);

    handOver = 'redis-away';
    expect(await h.ownerMailRelay.relayPending()).toBe(0);
    expect(await unrelayed(owner)).toEqual([80]);
    expect(await jobsOf(owner)).toHaveLength(0);
    expect(h.logs.join('')).toContain('usage notice not handed to the e-mail queue yet');

    handOver = 'works';
    expect(await h.ownerMailRelay.relayPending()).toBeGreaterThanOrEqual(1);
    expect(await unrelayed(owner)).toEqual([]);
    expect(await jobsOf(owner)).toHaveLength(1);
  });

  it('stay one job when a relay died after adding the job but before marking the notice', async () => {
    const owner = await ownerWith(79);
    await startConversation(owner);

    handOver = 'crash-after-add';
    await h.ownerMailRelay.relayPending();
    expect(await unrelayed(owner)).toEqual([80]);

    handOver = 'works';
    await h.ownerMailRelay.relayPending();
    expect(await unrelayed(owner)).toEqual([]);
    expect(await jobsOf(owner)).toHaveLength(1);
  });
});
