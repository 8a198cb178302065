import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '@sitesage/testing';
import { loadIntegrationsConfig } from '../src/config.js';
import { createIntegrationsContainer } from '../src/container.js';
import {
  connectFirstNumber,
  ownerWithAgent,
  throughDialog as throughDialogOf,
  type OwnerWithAgent,
} from './connect-steps.js';
import { binding, failure, startIntegrationsHarness, type IntegrationsHarness } from './harness.js';

let h: IntegrationsHarness;
beforeAll(async () => {
  h = await startIntegrationsHarness();
}, 120_000);
afterAll(async () => {
  await h.stop();
});

const owner = (plan = 'PRO') => ownerWithAgent(h, plan);
type Owner = OwnerWithAgent;
const throughDialog = (o: Owner) => throughDialogOf(h, o);
const connected = (o: Owner) => connectFirstNumber(h, o);

describe('connecting an agent to WhatsApp', () => {
  it("opens Meta's dialog with an unguessable state, takes the code once, lists the business's numbers and subscribes the app to the chosen number's account", async () => {
    const o = owner();
    const { dialogUrl, code, state } = await throughDialog(o);
    expect(dialogUrl.pathname).toBe(`/${h.meta.version}/dialog/oauth`);
    expect(dialogUrl.searchParams.get('client_id')).toBe(h.meta.appId);
    expect(dialogUrl.searchParams.get('redirect_uri')).toBe(
      'http://app.test/admin/integrations/whatsapp/callback',
    );
    expect(dialogUrl.searchParams.get('scope')).toContain('whatsapp_business_messaging');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state).not.toContain(o.projectId);

    const pending = await h.client.CompleteWhatsApp(
      { owner: o.owner, project_id: o.projectId, code, state, session_binding: o.session },
      {},
    );
    expect(pending).toMatchObject({
      project_id: o.projectId,
      provider: 'whatsapp',
      status: 'choosing_number',
      phone_number: '',
    });
    expect(pending.phone_numbers.map((n) => [n.display_phone_number, n.verified_name])).toEqual([
      ['+91 98765 43210', 'Acme Support'],
      ['+1 555-010-0199', 'Acme Sales'],
    ]);
    expect(h.meta.subscribedAccounts.size).toBe(0);

    const chosen = await h.client.ChoosePhone(
      { owner: o.owner, id: pending.id, phone_number_id: pending.phone_numbers[1]?.id ?? '' },
      {},
    );
    expect(chosen).toMatchObject({
      status: 'connected',
      phone_number: '+1 555-010-0199',
      verified_name: 'Acme Sales',
    });
    expect(h.meta.subscribedAccounts.has(h.meta.businessAccountId)).toBe(true);
    const catalogue = await h.client.GetCatalogue({ owner: o.owner, project_id: o.projectId }, {});
    expect(catalogue.integrations[0]).toMatchObject({
      provider: 'whatsapp',
      connected: true,
      integration_id: pending.id,
    });

    // The same callback again (a double submit, a replayed link): the state was taken.
    expect(
      await failure(
        h.client.CompleteWhatsApp(
          { owner: o.owner, project_id: o.projectId, code, state, session_binding: o.session },
          {},
        ),
      ),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'state' });
    await h.client.DeleteIntegration({ owner: o.owner, id: pending.id }, {});
  });

  it('refuses a state made for another owner, another agent or another session, a forged one and an expired one, and never spends the code at Meta', async () => {
    const victim = owner();
    const attacker = owner();
    const { code, state } = await throughDialog(attacker);
    const tokensBefore = h.meta.issuedTokens.length;
    const attempts = [
      // The attacker's state and code, replayed in the victim's session for the victim's agent (SECURITY S8).
      { owner: victim.owner, project_id: victim.projectId, session_binding: victim.session, state },
      // The attacker's own state for another agent, or from another session.
      { owner: attacker.owner, project_id: victim.projectId, session_binding: attacker.session, state },
      { owner: attacker.owner, project_id: attacker.projectId, session_binding: binding(), state },
      // The agent's id as the state, as the spec's dialog does, and a made-up one.
      {
        owner: attacker.owner,
        project_id: attacker.projectId,
        session_binding: attacker.session,
        state: attacker.projectId,
      },
      {
        owner: attacker.owner,
        project_id: attacker.projectId,
        session_binding: attacker.session,
        state: 'A'.repeat(43),
      },
    ];
    for (const attempt of attempts) {
      expect(await failure(h.client.CompleteWhatsApp({ ...attempt, code }, {}))).toMatchObject({
        code: 'INVALID_ARGUMENT',
        field: 'state',
      });
    }
    // No refusal reached Meta: no token was issued for the code.
    expect(h.meta.issuedTokens.length).toBe(tokensBefore);
    // The genuine callback still works: none of the refusals used the state or the code.
    const pending = await h.client.CompleteWhatsApp(
      {
        owner: attacker.owner,
        project_id: attacker.projectId,
        code,
        state,
        session_binding: attacker.session,
      },
      {},
    );
    expect(h.meta.issuedTokens.length).toBe(tokensBefore + 1);
    await h.client.DeleteIntegration({ owner: attacker.owner, id: pending.id }, {});

    const late = owner();
    const dialog = await throughDialog(late);
    await h.db
      .updateTable('integrations.oauth_states')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', late.owner.user_id)
      .execute();
    expect(
      await failure(
        h.client.CompleteWhatsApp(
          {
            owner: late.owner,
            project_id: late.projectId,
            code: dialog.code,
            state: dialog.state,
            session_binding: late.session,
          },
          {},
        ),
      ),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'state' });
  });

  it('keeps the access token sealed at rest, and no reply or log line ever holds it', async () => {
    const o = owner();
    const replies: unknown[] = [];
    const { code, state } = await throughDialog(o);
    const pending = await h.client.CompleteWhatsApp(
      { owner: o.owner, project_id: o.projectId, code, state, session_binding: o.session },
      {},
    );
    replies.push(pending);
    replies.push(
      await h.client.ChoosePhone(
        { owner: o.owner, id: pending.id, phone_number_id: pending.phone_numbers[0]?.id ?? '' },
        {},
      ),
    );
    replies.push(await h.client.GetIntegration({ owner: o.owner, id: pending.id }, {}));
    replies.push(await h.client.ListIntegrations({ owner: o.owner, project_id: o.projectId }, {}));
    replies.push(await h.client.GetCatalogue({ owner: o.owner, project_id: o.projectId }, {}));
    const token = h.meta.issuedTokens.at(-1) ?? '';
    expect(token).toMatch(/^EAA/);
    const row = await h.db
      .selectFrom('integrations.integrations')
      .selectAll()
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(row.token_ciphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(replies)).not.toContain(token);
    expect(JSON.stringify(replies)).not.toContain(row.token_ciphertext ?? 'never');
    expect(h.logs.join('')).not.toContain(token);
    expect(h.logs.join('')).not.toContain(code);
    expect(h.logs.join('')).not.toContain(h.meta.appSecret);
    await h.client.DeleteIntegration({ owner: o.owner, id: pending.id }, {});
  });

  it('refuses FREE and BASIC owners (402) on every step, and the catalogue says which plan has it', async () => {
    for (const plan of ['FREE', 'BASIC']) {
      const o = owner(plan);
      expect(
        await failure(
          h.client.StartWhatsApp({ owner: o.owner, project_id: o.projectId, session_binding: o.session }, {}),
        ),
      ).toMatchObject({ code: 'PAYMENT_REQUIRED' });
      expect(
        await failure(
          h.client.CompleteWhatsApp(
            {
              owner: o.owner,
              project_id: o.projectId,
              code: 'AQx',
              state: 'A'.repeat(43),
              session_binding: o.session,
            },
            {},
          ),
        ),
      ).toMatchObject({ code: 'PAYMENT_REQUIRED' });
      const { integrations } = await h.client.GetCatalogue({ owner: o.owner, project_id: o.projectId }, {});
      expect(
        integrations.map((entry) => [
          entry.provider,
          entry.enabled,
          entry.plan_allows,
          entry.coming_soon_message,
        ]),
      ).toEqual([
        ['whatsapp', true, false, ''],
        ['slack', false, false, 'Slack integration coming soon!'],
        ['salesforce', false, false, 'Salesforce integration coming soon!'],
        ['hubspot', false, false, 'HubSpot integration coming soon!'],
        ['google_sheets', false, false, 'Google Sheets integration coming soon!'],
      ]);
      expect(integrations.every((entry) => entry.required_plan === 'PRO')).toBe(true);
    }
    // An owner who connected on PRO and dropped to BASIC cannot pick a number any more.
    const o = owner();
    const { code, state } = await throughDialog(o);
    const pending = await h.client.CompleteWhatsApp(
      { owner: o.owner, project_id: o.projectId, code, state, session_binding: o.session },
      {},
    );
    expect(
      await failure(
        h.client.ChoosePhone(
          {
            owner: { ...o.owner, plan: 'BASIC' },
            id: pending.id,
            phone_number_id: pending.phone_numbers[0]?.id ?? '',
          },
          {},
        ),
      ),
    ).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    await h.client.DeleteIntegration({ owner: o.owner, id: pending.id }, {});
  });

  it("answers another owner's integration as not found on every call", async () => {
    const o = owner();
    const other = owner();
    const integration = await connected(o);
    const foreign = { owner: other.owner, id: integration.id };
    // One call at a time: a call started early could fail before it is awaited (an unhandled rejection).
    for (const call of [
      () => h.client.GetIntegration(foreign, {}),
      () => h.client.ChoosePhone({ ...foreign, phone_number_id: integration.phone_number_id }, {}),
      () => h.client.DeleteIntegration(foreign, {}),
    ]) {
      expect(await failure(call())).toMatchObject({ code: 'NOT_FOUND', message: 'Integration not found' });
    }
    expect(
      (await h.client.ListIntegrations({ owner: other.owner, project_id: o.projectId }, {})).data,
    ).toEqual([]);
    const catalogue = await h.client.GetCatalogue({ owner: other.owner, project_id: o.projectId }, {});
    expect(catalogue.integrations[0]).toMatchObject({ connected: false, integration_id: '' });
    // Still there for its owner.
    expect(await h.client.GetIntegration({ owner: o.owner, id: integration.id }, {})).toMatchObject({
      status: 'connected',
    });
    await h.client.DeleteIntegration({ owner: o.owner, id: integration.id }, {});
  });

  it('tells the owner when the business has no WhatsApp number', async () => {
    const o = owner();
    const numbers = h.meta.phoneNumbers.splice(0);
    try {
      const { code, state } = await throughDialog(o);
      expect(
        await failure(
          h.client.CompleteWhatsApp(
            { owner: o.owner, project_id: o.projectId, code, state, session_binding: o.session },
            {},
          ),
        ),
      ).toMatchObject({
        code: 'FAILED_PRECONDITION',
        message: 'There is no Phone Number connected with selected WhatsApp Business Account.',
      });
    } finally {
      h.meta.phoneNumbers.push(...numbers);
    }
  });

  it('Remove Connection unsubscribes the app from the account and deletes the token', async () => {
    const o = owner();
    const integration = await connected(o);
    expect(h.meta.subscribedAccounts.has(h.meta.businessAccountId)).toBe(true);
    await h.client.DeleteIntegration({ owner: o.owner, id: integration.id }, {});
    expect(h.meta.subscribedAccounts.has(h.meta.businessAccountId)).toBe(false);
    const rows = await h.db
      .selectFrom('integrations.integrations')
      .select('id')
      .where('id', '=', integration.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await failure(h.client.GetIntegration({ owner: o.owner, id: integration.id }, {}))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('without a Meta app, Connect says this installation has none and the catalogue shows WhatsApp as not configured', async () => {
    const bare = createIntegrationsContainer(
      loadIntegrationsConfig({ DATABASE_URL: h.config.database.url, REDIS_URL: h.config.redis.url }),
      captureLogs('bare', []),
    );
    try {
      const o = owner();
      expect(
        await failure(
          bare.services.whatsapp.start({ userId: o.owner.user_id, plan: 'PRO' }, o.projectId, o.session),
        ),
      ).toMatchObject({
        code: 'FAILED_PRECONDITION',
        message: 'This installation of SiteSage has no WhatsApp app configured.',
      });
      const entries = await bare.services.whatsapp.getCatalogue(
        { userId: o.owner.user_id, plan: 'PRO' },
        o.projectId,
      );
      expect(entries[0]).toMatchObject({ provider: 'whatsapp', configured: false, planAllows: true });
    } finally {
      await bare.close();
    }
  });
});
