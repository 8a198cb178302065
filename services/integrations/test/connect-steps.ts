import { randomUUID } from 'node:crypto';
import { binding, newOwnerId, type IntegrationsHarness } from './harness.js';

/** A PRO owner (unless told otherwise) with one agent, known to the stand-in auth and projects. */
export function ownerWithAgent(h: IntegrationsHarness, plan = 'PRO') {
  const userId = newOwnerId();
  const projectId = randomUUID();
  h.peers.plans.set(userId, plan);
  h.peers.agents.set(projectId, { ownerId: userId, name: 'shop.test' });
  return { owner: { user_id: userId, plan }, projectId, session: binding() };
}

export type OwnerWithAgent = ReturnType<typeof ownerWithAgent>;

/** Connect → Meta's dialog (the fake's Continue link) → the state and code the callback page receives. */
export async function throughDialog(h: IntegrationsHarness, o: OwnerWithAgent) {
  const { dialog_url } = await h.client.StartWhatsApp(
    { owner: o.owner, project_id: o.projectId, session_binding: o.session },
    {},
  );
  const page = await (await fetch(dialog_url)).text();
  const back = new URL((/id="continue" href="([^"]+)"/.exec(page)?.[1] ?? '').replaceAll('&amp;', '&'));
  return {
    dialogUrl: new URL(dialog_url),
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}

/** The whole connection: dialog, callback, and the business's first number chosen. */
export async function connectFirstNumber(h: IntegrationsHarness, o: OwnerWithAgent) {
  const { code, state } = await throughDialog(h, o);
  const pending = await h.client.CompleteWhatsApp(
    { owner: o.owner, project_id: o.projectId, code, state, session_binding: o.session },
    {},
  );
  return h.client.ChoosePhone(
    { owner: o.owner, id: pending.id, phone_number_id: pending.phone_numbers[0]?.id ?? '' },
    {},
  );
}
