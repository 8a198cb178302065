import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { IntegrationRow, StoredPhoneNumber } from '../../db/database.js';
import type { IntegrationsRepository } from '../../db/integrations.repository.js';
import type { OauthStatesRepository } from '../../db/oauth-states.repository.js';
import {
  comingSoonMessage,
  planAllowsIntegrations,
  planRefusalMessage,
  providers,
  requiredPlan,
} from '../catalogue/catalogue.fns.js';
import type { TokenCipher } from './token-cipher.fns.js';
import type { WhatsAppGraph } from './whatsapp-graph.port.js';

export type Owner = { userId: string; plan: string };

export const notConfiguredMessage = 'This installation of SiteSage has no WhatsApp app configured.';
export const noNumbersMessage = 'There is no Phone Number connected with selected WhatsApp Business Account.';
export const stateRefusedMessage =
  'This WhatsApp connection was not started from this session, or it expired. Please click Connect again.';
const integrationNotFound = () => AppError.notFound('Integration not found');

/** What a configured installation needs to connect WhatsApp; undefined without a Meta app. */
export type WhatsAppSetup = { graph: WhatsAppGraph; cipher: TokenCipher; stateTtlMs: number };

/** An OAuth state is never stored as given: only its digest, so the table cannot be replayed. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const statePattern = /^[A-Za-z0-9_-]{43}$/;
const bindingPattern = /^[a-f0-9]{64}$/;

export type WhatsAppConnectService = ReturnType<typeof createWhatsAppConnectService>;

/**
 * Connecting an agent to WhatsApp: Connect makes an unguessable state bound to the owner, the agent
 * and the owner's session (SECURITY S8: never the agent's id), the callback takes it once and
 * exchanges Meta's code for the owner's token (sealed before it is stored), the owner picks one of
 * the business's numbers and the app is subscribed to that account's webhooks; Remove unsubscribes
 * and deletes the token. Every call is scoped to the owner and gated on the plan auth holds.
 */
export function createWhatsAppConnectService(deps: {
  clock: Clock;
  log: Logger;
  integrations: IntegrationsRepository;
  states: OauthStatesRepository;
  setup: WhatsAppSetup | undefined;
}) {
  const { clock, log, integrations, states, setup } = deps;

  function requirePlan(owner: Owner) {
    if (!planAllowsIntegrations(owner.plan)) throw new AppError('PAYMENT_REQUIRED', planRefusalMessage);
  }
  function requireSetup(): WhatsAppSetup {
    if (!setup) throw new AppError('FAILED_PRECONDITION', notConfiguredMessage);
    return setup;
  }
  function requireBinding(binding: string) {
    // The gateway always sends one; a caller that does not cannot be bound to a session.
    if (!bindingPattern.test(binding)) throw AppError.invalid('state', stateRefusedMessage);
  }
  async function owned(owner: Owner, id: string): Promise<IntegrationRow> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw integrationNotFound();
    const row = await integrations.findOwned(owner.userId, id);
    if (!row) throw integrationNotFound();
    return row;
  }

  /**
   * The app stops hearing the connection's business account (unless another of its numbers still
   * answers for an agent) and the row goes with its sealed token; false when it was already gone.
   */
  async function disconnect(row: IntegrationRow): Promise<boolean> {
    if (setup && row.token_ciphertext && row.business_account_id !== '') {
      const sharing =
        (await integrations.countConnectedOnAccount(row.business_account_id)) >
        (row.status === 'connected' ? 1 : 0);
      if (!sharing) {
        try {
          const token = setup.cipher.open(row.token_ciphertext, {
            userId: row.user_id,
            projectId: row.project_id,
          });
          await setup.graph.unsubscribeApp(token, row.business_account_id);
        } catch (error) {
          // The connection ends here even when Meta cannot be told.
          log.warn({ err: error, integrationId: row.id }, 'WhatsApp webhooks could not be unsubscribed');
        }
      }
    }
    if (!(await integrations.deleteOwned(row.user_id, row.id))) return false;
    log.info({ integrationId: row.id, projectId: row.project_id }, 'WhatsApp connection removed');
    return true;
  }

  return {
    async getCatalogue(owner: Owner, projectId: string) {
      const rows = await integrations.listForProject(owner.userId, projectId);
      return providers.map((entry) => {
        const row = rows.find((candidate) => candidate.provider === entry.provider);
        return {
          provider: entry.provider,
          name: entry.name,
          enabled: entry.enabled,
          comingSoonMessage: entry.enabled ? '' : comingSoonMessage(entry.name),
          requiredPlan,
          planAllows: planAllowsIntegrations(owner.plan),
          configured: entry.provider === 'whatsapp' && setup !== undefined,
          integrationId: row?.id ?? '',
          connected: row?.status === 'connected',
        };
      });
    },

    getStatus(owner: Owner) {
      return {
        configured: setup !== undefined,
        planAllows: planAllowsIntegrations(owner.plan),
        requiredPlan,
      };
    },

    list: (owner: Owner, projectId: string) => integrations.listForProject(owner.userId, projectId),

    get: (owner: Owner, id: string) => owned(owner, id),

    /** Meta's dialog for this agent; the state in it works once, for this owner's session only. */
    async start(owner: Owner, projectId: string, sessionBinding: string) {
      requirePlan(owner);
      const { graph, stateTtlMs } = requireSetup();
      requireBinding(sessionBinding);
      const state = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + stateTtlMs);
      await states.insertState({
        stateHash: digest(state),
        userId: owner.userId,
        projectId,
        sessionBinding,
        expiresAt,
        now,
      });
      return { dialogUrl: graph.dialogUrl(state), expiresAt };
    },

    /** The callback page's code: the state is taken first, so a forged or foreign one costs Meta nothing. */
    async complete(input: {
      owner: Owner;
      projectId: string;
      code: string;
      state: string;
      sessionBinding: string;
    }) {
      const { owner, projectId } = input;
      requirePlan(owner);
      const { graph, cipher } = requireSetup();
      requireBinding(input.sessionBinding);
      if (input.code === '') throw AppError.invalid('code', 'Authorization code not found.');
      const taken =
        statePattern.test(input.state) &&
        (await states.takeState({
          stateHash: digest(input.state),
          userId: owner.userId,
          projectId,
          sessionBinding: input.sessionBinding,
          now: clock(),
        }));
      if (!taken) {
        log.warn(
          { userId: owner.userId, projectId },
          'WhatsApp callback with a state this session did not make',
        );
        throw AppError.invalid('state', stateRefusedMessage);
      }
      const token = await graph.exchangeCode(input.code);
      const numbers = await graph.listPhoneNumbers(token);
      if (numbers.length === 0) throw new AppError('FAILED_PRECONDITION', noNumbersMessage);
      const phoneNumbers: StoredPhoneNumber[] = numbers.map((number) => ({
        id: number.id,
        display_phone_number: number.displayPhoneNumber,
        verified_name: number.verifiedName,
        business_account_id: number.businessAccountId,
      }));
      const row = await integrations.upsertChoosing({
        id: randomUUID(),
        userId: owner.userId,
        projectId,
        phoneNumbers,
        tokenCiphertext: cipher.seal(token, { userId: owner.userId, projectId }),
        at: clock(),
      });
      if (!row) throw AppError.notFound('Project not found');
      log.info({ integrationId: row.id, projectId, numbers: phoneNumbers.length }, 'WhatsApp authorised');
      return row;
    },

    /** The owner's pick among the listed numbers; the app then hears that account's messages. */
    async choosePhone(owner: Owner, id: string, phoneNumberId: string) {
      requirePlan(owner);
      const { graph, cipher } = requireSetup();
      const row = await owned(owner, id);
      const phone = row.phone_numbers.find((number) => number.id === phoneNumberId);
      if (!phone)
        throw AppError.invalid(
          'phone_number_id',
          'Choose one of the phone numbers listed for this connection.',
        );
      if (!row.token_ciphertext)
        throw new AppError('FAILED_PRECONDITION', 'Connect WhatsApp again to choose a number.');
      const token = cipher.open(row.token_ciphertext, { userId: row.user_id, projectId: row.project_id });
      await graph.subscribeApp(token, phone.business_account_id);
      const connected = await integrations.connectPhone(owner.userId, id, phone, clock());
      if (connected === 'number_taken')
        throw new AppError('ALREADY_EXISTS', 'This number already answers for another agent.', {
          field: 'phone_number_id',
        });
      if (!connected) throw integrationNotFound();
      log.info({ integrationId: id, projectId: row.project_id }, 'WhatsApp number connected');
      return connected;
    },

    /** Remove Connection: the app stops hearing the account (unless another agent uses it), the token goes. */
    async remove(owner: Owner, id: string) {
      const row = await owned(owner, id);
      if (!(await disconnect(row))) throw integrationNotFound();
    },

    /** Ends a connection the caller has already found (Remove Connection, or its agent deleted). */
    disconnect,
  };
}
