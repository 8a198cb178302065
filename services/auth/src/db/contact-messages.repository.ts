import type { Executor } from '@sitesage/db';
import type { ContactMessageRow, AuthDatabase } from './database.js';

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;

export function createContactMessagesRepository(db: Executor<AuthDatabase>) {
  return {
    async insert(message: ContactMessageRow): Promise<void> {
      await db.insertInto('auth.contact_messages').values(message).execute();
    },

    /** The newest messages first, for the support team. */
    newest(limit: number): Promise<ContactMessageRow[]> {
      return db
        .selectFrom('auth.contact_messages')
        .selectAll()
        .orderBy('received_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
