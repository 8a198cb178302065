import { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactRequestJobId,
  contactRequestJobOptions,
  contactRequestMailQueue,
  createProducer,
  createRedis,
  type ContactRequest,
} from '@sitesage/queue';
import { registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

// A visitor asked for a person: the chat service hands the request to auth, which e-mails the
// agent's owner with a link to the conversation, unless the owner turned "Contact request" off.

let h: AuthHarness;
let connections: Redis[];
let queue: Queue;
let events: QueueEvents;

beforeAll(async () => {
  h = await startAuthHarness({ PUBLIC_URL: 'https://app.sitesage.test' }, { contactRequestWorker: true });
  connections = [createRedis(h.redisUrl, 'worker'), createRedis(h.redisUrl, 'worker')];
  queue = new Queue(contactRequestMailQueue.name, { connection: connections[0] as Redis });
  events = new QueueEvents(contactRequestMailQueue.name, { connection: connections[1] as Redis });
  await events.waitUntilReady();
});

afterAll(async () => {
  await queue.close();
  await events.close();
  for (const connection of connections) connection.disconnect();
  await h.stop();
});

let sequence = 0;
/** Adds the request as the chat service does; resolves with the job's outcome once it ran. */
async function handOver(ownerId: string): Promise<{ outcome: unknown; request: ContactRequest }> {
  sequence += 1;
  const request = {
    ownerId,
    projectId: '6f1c2a3e-0000-4000-8000-000000000001',
    sessionId: `SESSION${String(sequence).padStart(15, '0')}`,
    requestedAt: new Date().toISOString(),
  };
  const producer = createProducer(contactRequestMailQueue, connections[0] as Redis);
  const jobId = contactRequestJobId(request);
  await producer.add(request, { ...contactRequestJobOptions, jobId });
  const job = await Job.fromId(queue, jobId);
  if (!job) throw new Error(`job ${jobId} is not in the queue`);
  const outcome: unknown = await job.waitUntilFinished(events, 30_000);
  await producer.close();
  return { outcome, request };
}

describe('e-mail when a visitor asks for a person', () => {
  it('mails the owner a link to the conversation', async () => {
    const { owner, userId } = await registerVerified(h);
    const { outcome, request } = await handOver(userId);
    expect(outcome).toBe('sent');
    const mails = (await h.mailOutbox()).filter((mail) => mail.to === owner.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'A visitor asked to talk to a person',
      kind: 'contact-request',
    });
    expect(mails[0]?.text).toContain(
      `https://app.sitesage.test/admin/projects/${request.projectId}/conversations?session=${request.sessionId}`,
    );
  });

  it('sends nothing to an owner who turned contact requests off', async () => {
    const { owner, userId, token } = await registerVerified(h);
    await h.client.UpdateProfile({ token, notifications: { contact_request: false } });
    expect((await handOver(userId)).outcome).toBe('requests-off');
    expect((await h.mailOutbox()).filter((mail) => mail.to === owner.email.toLowerCase())).toEqual([]);
  });

  it('drops a request for an owner who has no account any more', async () => {
    expect((await handOver('GONE0000')).outcome).toBe('no-owner');
  });
});
