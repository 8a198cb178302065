import type { Executor } from '@sitesage/db';
import type { InboundMessageRow, IntegrationsDatabase } from './database.js';

export type InboundMessagesRepository = ReturnType<typeof createInboundMessagesRepository>;

export type NewInboundMessage = {
  messageId: string;
  phoneNumberId: string;
  fromNumber: string;
  profileName: string;
  kind: string;
  text: string;
  at: Date;
};

export function createInboundMessagesRepository(db: Executor<IntegrationsDatabase>) {
  const table = 'integrations.inbound_messages' as const;
  return {
    /** Stores a message; false when its id was stored before (Meta delivered it again). */
    async insertMessage(message: NewInboundMessage): Promise<boolean> {
      const inserted = await db
        .insertInto(table)
        .values({
          message_id: message.messageId,
          phone_number_id: message.phoneNumberId,
          from_number: message.fromNumber,
          profile_name: message.profileName,
          kind: message.kind,
          text: message.text,
          received_at: message.at,
        })
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .returning('message_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** When the user's latest message to this number arrived (WhatsApp's customer-service window). */
    async lastReceivedAt(phoneNumberId: string, fromNumber: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('received_at').as('at'))
        .where('phone_number_id', '=', phoneNumberId)
        .where('from_number', '=', fromNumber)
        .executeTakeFirst();
      return row?.at ?? undefined;
    },

    findMessage(messageId: string): Promise<InboundMessageRow | undefined> {
      return db.selectFrom(table).selectAll().where('message_id', '=', messageId).executeTakeFirst();
    },

    async keepReply(messageId: string, replyText: string): Promise<void> {
      await db
        .updateTable(table)
        .set({ reply_text: replyText })
        .where('message_id', '=', messageId)
        .where('reply_text', 'is', null)
        .execute();
    },

    async markProcessed(
      messageId: string,
      outcome: string,
      at: Date,
      replyMessageId: string | null = null,
    ): Promise<void> {
      await db
        .updateTable(table)
        .set({ processed_at: at, outcome, reply_message_id: replyMessageId })
        .where('message_id', '=', messageId)
        .execute();
    },

    /**
     * Every message a number received, with what Meta reported about the replies to them: what a
     * deleted agent's WhatsApp users wrote goes with the agent.
     */
    async deleteForNumber(phoneNumberId: string): Promise<number> {
      await db
        .deleteFrom('integrations.delivery_statuses')
        .where('message_id', 'in', (eb) =>
          eb
            .selectFrom(table)
            .select('reply_message_id')
            .where('phone_number_id', '=', phoneNumberId)
            .where('reply_message_id', 'is not', null)
            .$narrowType<{ reply_message_id: string }>(),
        )
        .execute();
      const deleted = await db
        .deleteFrom(table)
        .where('phone_number_id', '=', phoneNumberId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
