import type { Executor } from '@sitesage/db';
import type { IntegrationsDatabase } from './database.js';

export type ContactsRepository = ReturnType<typeof createContactsRepository>;

export function createContactsRepository(db: Executor<IntegrationsDatabase>) {
  const table = 'integrations.contacts' as const;
  return {
    async findSessionId(integrationId: string, fromNumber: string): Promise<string | undefined> {
      const row = await db
        .selectFrom(table)
        .select('chat_session_id')
        .where('integration_id', '=', integrationId)
        .where('from_number', '=', fromNumber)
        .executeTakeFirst();
      return row?.chat_session_id;
    },

    /** The WhatsApp number whose conversation this chat session is, on this connection. */
    async findNumberOfSession(integrationId: string, chatSessionId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom(table)
        .select('from_number')
        .where('integration_id', '=', integrationId)
        .where('chat_session_id', '=', chatSessionId)
        .executeTakeFirst();
      return row?.from_number;
    },

    /** Remembers (or moves on to) the conversation a WhatsApp user's messages continue. */
    async saveContact(contact: {
      integrationId: string;
      fromNumber: string;
      chatSessionId: string;
      profileName: string;
      at: Date;
    }): Promise<void> {
      await db
        .insertInto(table)
        .values({
          integration_id: contact.integrationId,
          from_number: contact.fromNumber,
          chat_session_id: contact.chatSessionId,
          profile_name: contact.profileName,
          last_inbound_at: contact.at,
        })
        .onConflict((conflict) =>
          conflict.columns(['integration_id', 'from_number']).doUpdateSet({
            chat_session_id: contact.chatSessionId,
            profile_name: contact.profileName,
            last_inbound_at: contact.at,
          }),
        )
        .execute();
    },

    async touch(integrationId: string, fromNumber: string, profileName: string, at: Date): Promise<void> {
      await db
        .updateTable(table)
        .set({ last_inbound_at: at, profile_name: profileName })
        .where('integration_id', '=', integrationId)
        .where('from_number', '=', fromNumber)
        .execute();
    },
  };
}
