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

// A visitor asked for a person: the chat service's outbox relay hands the request to auth, which
// e-mails the agent's owner a link to the conversation once, unless they turned "Contact request" off.

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
/** A request as the chat service's outbox relay hands it over (a new conversation each time). */
function newRequest(ownerId: string): ContactRequest {
  sequence += 1;
  return {
    ownerId,
    projectId: '6f1c2a3e-0000-4000-8000-000000000001',
    sessionId: `SESSION${String(sequence).padStart(15, '0')}`,
    requestedAt: new Date().toISOString(),
  };
}

/** Adds the request's job as the relay does; resolves with the job's outcome once it ran. */
async function handOver(request: ContactRequest): Promise<unknown> {
  const producer = createProducer(contactRequestMailQueue, connections[0] as Redis);
  const jobId = contactRequestJobId(request);
  await producer.add(request, { ...contactRequestJobOptions, jobId });
  const job = await Job.fromId(queue, jobId);
  if (!job) throw new Error(`job ${jobId} is not in the queue`);
  const outcome: unknown = await job.waitUntilFinished(events, 30_000);
  await producer.close();
  return outcome;
}

const mailsTo = async (email: string) =>
  (await h.mailOutbox()).filter((mail) => mail.to === email.toLowerCase());

describe('e-mail when a visitor asks for a person', () => {
  it('mails the owner a link to the conversation', async () => {
    const { owner, userId } = await registerVerified(h);
    const request = newRequest(userId);
    expect(await handOver(request)).toBe('sent');
    const mails = await mailsTo(owner.email);
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
    const request = newRequest(userId);
    expect(await handOver(request)).toBe('requests-off');
    // Handed over again (a relay that died before clearing it): still nothing.
    await queue.remove(contactRequestJobId(request));
    expect(await handOver(request)).toBe('requests-off');
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it('mails a request once when the outbox hands it over again, even after its first job left Redis', async () => {
    const { owner, userId } = await registerVerified(h);
    const request = newRequest(userId);
    // Two relays at once: one job.
    const [first] = await Promise.all([handOver(request), handOver(request)]);
    expect(first).toBe('sent');
    // The job is removed (kept completed jobs are trimmed) and the request is handed over again.
    await queue.remove(contactRequestJobId(request));
    expect(await handOver(request)).toBe('already-sent');
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('drops a request for an owner who has no account any more', async () => {
    expect(await handOver(newRequest('GONE0000'))).toBe('no-owner');
  });
});
