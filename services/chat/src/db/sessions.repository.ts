import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ChatDatabase, NewSessionRow, SessionRow } from './database.js';
import { personWaiting } from './takeover.repository.js';

/** A session as the owner's conversation table shows it. */
export type SessionListing = SessionRow & {
  message_count: number;
  first_question: string;
  declined: boolean;
  person_waiting: boolean;
  /** The visitor's latest message (WhatsApp's 24-hour customer-service window runs from it). */
  last_visitor_message_at: Date | null;
};

/** Which sessions the owner's list shows: all, those where the agent declined, those flagged. */
export type SessionFilter = 'all' | 'declined' | 'needs_attention';

/** A reply of the session in which the agent declined (MessageMetadata.declined). */
const hasDeclinedReply = sql<boolean>`exists (
  select 1 from chat.messages d
  where d.session_id = s.id and d.role = 'assistant' and d.metadata @> '{"declined": true}'::jsonb
)`;

const matchesFilter = (filter: SessionFilter) => {
  switch (filter) {
    case 'declined':
      return hasDeclinedReply;
    case 'needs_attention':
      return sql<boolean>`s.escalate`;
    case 'all':
      return sql<boolean>`true`;
  }
};

/** Sessions with what the owner's table shows of their messages. */
function listingQuery(tx: Executor<ChatDatabase>) {
  return tx
    .selectFrom('chat.sessions as s')
    .selectAll('s')
    .select((eb) => [
      eb
        .selectFrom('chat.messages as m')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('m.session_id', '=', 's.id')
        .as('message_count'),
      eb
        .selectFrom('chat.messages as q')
        .select('q.content')
        .whereRef('q.session_id', '=', 's.id')
        .where('q.role', '=', 'user')
        .orderBy('q.id')
        .limit(1)
        .as('first_question'),
      eb
        .selectFrom('chat.messages as v')
        .select('v.created_at')
        .whereRef('v.session_id', '=', 's.id')
        .where('v.role', '=', 'user')
        .orderBy('v.id', 'desc')
        .limit(1)
        .as('last_visitor_message_at'),
      hasDeclinedReply.as('declined'),
      personWaiting.as('person_waiting'),
    ]);
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof listingQuery>['executeTakeFirstOrThrow']>>;

function toListing(row: ListingRow): SessionListing {
  return {
    ...row,
    message_count: Number(row.message_count ?? 0),
    first_question: row.first_question ?? '',
    declined: row.declined,
    person_waiting: row.person_waiting,
    last_visitor_message_at: row.last_visitor_message_at ?? null,
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/**
 * Every method takes the projects it may look at; an empty list matches nothing (never "all"),
 * so a caller that lost its project list cannot read across tenants.
 */
export function createSessionsRepository(db: Executor<ChatDatabase>) {
  return {
    async insertSession(session: NewSessionRow, tx: Executor<ChatDatabase> = db): Promise<SessionRow> {
      return tx.insertInto('chat.sessions').values(session).returningAll().executeTakeFirstOrThrow();
    },

    /** The session only when it belongs to this project: a session id alone never crosses projects. */
    async findSession(
      projectId: string,
      sessionId: string,
      tx: Executor<ChatDatabase> = db,
    ): Promise<SessionRow | undefined> {
      return tx
        .selectFrom('chat.sessions')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', sessionId)
        .executeTakeFirst();
    },

    /**
     * A page of a project's sessions, latest activity first, with their message counts, first
     * question and whether the agent declined anything; filtered here, so pages and totals agree.
     */
    async listSessions(
      projectId: string,
      { offset, limit, filter = 'all' }: { offset: number; limit: number; filter?: SessionFilter },
      tx: Executor<ChatDatabase> = db,
    ): Promise<SessionListing[]> {
      // Conversations whose visitor asked for a person and no owner has stepped in come first.
      const rows = await listingQuery(tx)
        .where('s.project_id', '=', projectId)
        .where(matchesFilter(filter))
        .orderBy(personWaiting, 'desc')
        .orderBy(sql`coalesce(s.last_message_at, s.created_at)`, 'desc')
        .orderBy('s.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(toListing);
    },

    /** One session as the owner's viewer shows it; undefined for another project's. */
    async findSessionListing(
      projectId: string,
      sessionId: string,
      tx: Executor<ChatDatabase> = db,
    ): Promise<SessionListing | undefined> {
      const row = await listingQuery(tx)
        .where('s.project_id', '=', projectId)
        .where('s.id', '=', sessionId)
        .executeTakeFirst();
      return row && toListing(row);
    },

    /** How many of a project's sessions the filter lets through (the list's total). */
    async countListedSessions(
      projectId: string,
      filter: SessionFilter,
      tx: Executor<ChatDatabase> = db,
    ): Promise<number> {
      const row = await tx
        .selectFrom('chat.sessions as s')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('s.project_id', '=', projectId)
        .where(matchesFilter(filter))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Records the latest message time and what the conversation is about. */
    async recordActivity(
      sessionId: string,
      activity: { at: Date; intent?: string | undefined; escalate?: boolean | undefined },
      tx: Executor<ChatDatabase> = db,
    ): Promise<void> {
      await tx
        .updateTable('chat.sessions')
        .set({
          last_message_at: activity.at,
          ...(activity.intent === undefined ? {} : { intent: activity.intent }),
          // Once a conversation needs a person it stays flagged until the owner deals with it.
          ...(activity.escalate ? { escalate: true } : {}),
        })
        .where('id', '=', sessionId)
        .execute();
    },

    async countSessions(projectIds: readonly string[], tx: Executor<ChatDatabase> = db): Promise<number> {
      if (projectIds.length === 0) return 0;
      const row = await tx
        .selectFrom('chat.sessions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('project_id', 'in', projectIds)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Sessions per project; projects without any are absent from the map. */
    async countSessionsByProject(
      projectIds: readonly string[],
      tx: Executor<ChatDatabase> = db,
    ): Promise<Map<string, number>> {
      if (projectIds.length === 0) return new Map();
      const rows = await tx
        .selectFrom('chat.sessions')
        .select((eb) => ['project_id', eb.fn.countAll<string>().as('count')])
        .where('project_id', 'in', projectIds)
        .groupBy('project_id')
        .execute();
      return new Map(rows.map((row) => [row.project_id, Number(row.count)]));
    },

    /** Up to `limit` session ids of a project, so a purge deletes in short statements. */
    async findSessionIdsOfProject(
      projectId: string,
      limit: number,
      tx: Executor<ChatDatabase> = db,
    ): Promise<string[]> {
      const rows = await tx
        .selectFrom('chat.sessions')
        .select('id')
        .where('project_id', '=', projectId)
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Deletes these sessions (their messages go with them, by cascade); returns how many. */
    async deleteSessions(ids: readonly string[], tx: Executor<ChatDatabase> = db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await tx.deleteFrom('chat.sessions').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
