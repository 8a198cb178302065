import { sql } from 'kysely';
import { isUniqueViolation, type Executor } from '@sitesage/db';
import type { IntegrationRow, IntegrationsDatabase, StoredPhoneNumber } from './database.js';

export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;

/** Every read and write names the owner: another owner's integration is simply not there. */
export function createIntegrationsRepository(db: Executor<IntegrationsDatabase>) {
  const table = 'integrations.integrations' as const;
  return {
    listForProject(userId: string, projectId: string): Promise<IntegrationRow[]> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .execute();
    },

    findOwned(userId: string, id: string): Promise<IntegrationRow | undefined> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findConnectedByPhone(phoneNumberId: string): Promise<IntegrationRow | undefined> {
      return db
        .selectFrom(table)
        .selectAll()
        .where('phone_number_id', '=', phoneNumberId)
        .where('status', '=', 'connected')
        .executeTakeFirst();
    },

    /**
     * The agent's WhatsApp connection after a completed dialog: a new row, or the agent's existing
     * one started over (new token, new numbers to choose from, no number chosen yet). One
     * statement; a row of the same agent under another owner is never touched.
     */
    async upsertChoosing(input: {
      id: string;
      userId: string;
      projectId: string;
      phoneNumbers: StoredPhoneNumber[];
      tokenCiphertext: string;
      at: Date;
    }): Promise<IntegrationRow | undefined> {
      const values = {
        status: 'choosing_number' as const,
        phone_numbers: JSON.stringify(input.phoneNumbers),
        business_account_id: '',
        phone_number_id: '',
        display_phone_number: '',
        verified_name: '',
        token_ciphertext: input.tokenCiphertext,
        updated_at: input.at,
      };
      return db
        .insertInto(table)
        .values({
          id: input.id,
          user_id: input.userId,
          project_id: input.projectId,
          provider: 'whatsapp',
          created_at: input.at,
          ...values,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['project_id', 'provider'])
            .doUpdateSet(values)
            // The existing row, by its table's name: a bare user_id would also name the proposed one.
            .where(sql<boolean>`integrations.user_id = ${input.userId}`),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /** Chooses the number; 'number_taken' when another agent already answers on it. */
    async connectPhone(
      userId: string,
      id: string,
      phone: StoredPhoneNumber,
      at: Date,
    ): Promise<IntegrationRow | undefined | 'number_taken'> {
      try {
        return await db
          .updateTable(table)
          .set({
            status: 'connected',
            business_account_id: phone.business_account_id,
            phone_number_id: phone.id,
            display_phone_number: phone.display_phone_number,
            verified_name: phone.verified_name,
            updated_at: at,
          })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      } catch (error) {
        if (isUniqueViolation(error)) return 'number_taken';
        throw error;
      }
    },

    /** Connections answering on numbers of this business account (its webhook subscription is shared). */
    async countConnectedOnAccount(businessAccountId: string): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('business_account_id', '=', businessAccountId)
        .where('status', '=', 'connected')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom(table)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return deleted !== undefined;
    },
  };
}
