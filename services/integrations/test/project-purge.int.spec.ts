import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducer, integrationsProjectPurgeQueue, purgeJobId } from '@sitesage/queue';
import { connectFirstNumber, ownerWithAgent, throughDialog } from './connect-steps.js';
import { eventually, startIntegrationsHarness, type IntegrationsHarness } from './harness.js';

let h: IntegrationsHarness;
beforeAll(async () => {
  h = await startIntegrationsHarness();
}, 120_000);
afterAll(async () => {
  await h.stop();
});

/** What projects does when an owner deletes an agent: one job on this service's purge queue. */
async function announceDeleted(ownerId: string, projectId: string) {
  const producer = createProducer(integrationsProjectPurgeQueue, h.container.redis);
  await producer.add(
    { projectId, ownerId, requestedAt: new Date().toISOString() },
    { jobId: purgeJobId(projectId) },
  );
  await producer.close();
}

/** The purge of that agent has run to its end (its one log line says so). */
const purged = (projectId: string) =>
  eventually(() =>
    h.logs.some((line) => line.includes('project integrations purged') && line.includes(projectId))
      ? true
      : undefined,
  );
const rowsOf = async (projectId: string) =>
  h.db.selectFrom('integrations.integrations').select('id').where('project_id', '=', projectId).execute();
const messagesTo = async (phoneNumberId: string) =>
  h.db
    .selectFrom('integrations.inbound_messages')
    .select(['message_id', 'processed_at'])
    .where('phone_number_id', '=', phoneNumberId)
    .execute();

describe('a deleted agent', () => {
  it('loses its WhatsApp connection, token and the messages its number received; Meta stops sending them', async () => {
    const deleted = ownerWithAgent(h);
    const integration = await connectFirstNumber(h, deleted);
    const phoneNumberId = integration.phone_number_id;
    const delivery = h.meta.inboundText({ phoneNumberId, from: '919800011122', text: 'Do you ship abroad?' });
    await h.client.ReceiveWebhook(
      { body: Buffer.from(delivery.body, 'utf8'), signature: delivery.signature },
      {},
    );
    await eventually(async () => (await messagesTo(phoneNumberId))[0]?.processed_at ?? undefined);
    // Another owner's connection in progress is not theirs to lose.
    const bystander = ownerWithAgent(h);
    const { code, state } = await throughDialog(h, bystander);
    await h.client.CompleteWhatsApp(
      {
        owner: bystander.owner,
        project_id: bystander.projectId,
        code,
        state,
        session_binding: bystander.session,
      },
      {},
    );
    expect(h.meta.subscribedAccounts.has(h.meta.businessAccountId)).toBe(true);

    await announceDeleted(deleted.owner.user_id, deleted.projectId);

    await purged(deleted.projectId);
    expect(await rowsOf(deleted.projectId)).toEqual([]);
    expect(await messagesTo(phoneNumberId)).toEqual([]);
    expect(h.meta.subscribedAccounts.has(h.meta.businessAccountId)).toBe(false);
    expect(await rowsOf(bystander.projectId)).toHaveLength(1);
    const contacts = await h.db.selectFrom('integrations.contacts').select('from_number').execute();
    expect(contacts.map((contact) => contact.from_number)).not.toContain('919800011122');
  });

  it('announced twice, or with no connection at all, is purged without a failure', async () => {
    const o = ownerWithAgent(h);
    await announceDeleted(o.owner.user_id, o.projectId);
    await announceDeleted(o.owner.user_id, o.projectId);
    await purged(o.projectId);
    expect(await rowsOf(o.projectId)).toEqual([]);
  });
});
