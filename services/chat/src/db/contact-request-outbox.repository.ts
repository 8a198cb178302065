import type { Executor } from '@sitesage/db';
import type { ChatDatabase } from './database.js';

/** A visitor's request for a person whose e-mail to the owner is still to be handed to auth. */
export type DueContactRequest = {
  ownerId: string;
  projectId: string;
  sessionId: string;
  requestedAt: Date;
};

/**
 * The requests for a person as an outbox (written by TakeoverRepository.noteQuestion, in the same
 * statement as the request): those still to hand over, and clearing one once handed over.
 */
export function createContactRequestOutboxRepository(db: Executor<ChatDatabase>) {
  return {
    /** Oldest first (see sessions_contact_request_due_idx). */
    async findUnrelayed(limit: number): Promise<DueContactRequest[]> {
      const rows = await db
        .selectFrom('chat.sessions')
        .select(['id', 'project_id', 'contact_request_owner_id', 'contact_request_due_at'])
        .where('contact_request_due_at', 'is not', null)
        .where('contact_request_owner_id', 'is not', null)
        .orderBy('contact_request_due_at')
        .limit(limit)
        .execute();
      return rows.flatMap((row) =>
        row.contact_request_due_at && row.contact_request_owner_id
          ? [
              {
                ownerId: row.contact_request_owner_id,
                projectId: row.project_id,
                sessionId: row.id,
                requestedAt: row.contact_request_due_at,
              },
            ]
          : [],
      );
    },

    /** Clears the request handed over; a newer one written meanwhile stays due. */
    async markRelayed({ sessionId, requestedAt }: DueContactRequest): Promise<void> {
      await db
        .updateTable('chat.sessions')
        .set({ contact_request_due_at: null, contact_request_owner_id: null })
        .where('id', '=', sessionId)
        .where('contact_request_due_at', '=', requestedAt)
        .execute();
    },
  };
}

export type ContactRequestOutboxRepository = ReturnType<typeof createContactRequestOutboxRepository>;
