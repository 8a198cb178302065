import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { ProjectsDatabase } from './database.js';

/** One agent whose paused state a rebalance changed. */
export type PauseChange = { id: string; projectId: string; paused: boolean };

export type AgentLimitsRepository = ReturnType<typeof createAgentLimitsRepository>;

/**
 * The owner's plan as billing said it, and which of their agents are within its limit. Callers hold
 * the owner's create lock (projects.repository's lockOwnerForCreate), so a rebalance never races a
 * create, a delete or another rebalance of the same owner.
 */
export function createAgentLimitsRepository(db: Executor<ProjectsDatabase>) {
  return {
    /** Stores the plan when its version is newer than the one held; true when it was. */
    async recordPlan(
      change: { userId: string; plan: string; version: number },
      tx: Executor<ProjectsDatabase> = db,
    ): Promise<boolean> {
      const { rows } = await sql<{ user_id: string }>`
        insert into projects.owner_plans as held (user_id, plan, plan_version)
        values (${change.userId}, ${change.plan}, ${change.version})
        on conflict (user_id) do update
          set plan = excluded.plan, plan_version = excluded.plan_version, updated_at = clock_timestamp()
          where held.plan_version < excluded.plan_version
        returning user_id
      `.execute(tx);
      const row = rows[0];
      return row !== undefined;
    },

    /** The plan billing last gave for this owner; undefined when billing never said (nothing paused). */
    async findPlan(userId: string, tx: Executor<ProjectsDatabase> = db): Promise<string | undefined> {
      const row = await tx
        .selectFrom('projects.owner_plans')
        .select('plan')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.plan;
    },

    /** Records that the owner chose this live agent to stay; false when they have no such agent. */
    async markKept(
      userId: string,
      id: string,
      at: Date,
      tx: Executor<ProjectsDatabase> = db,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('projects.projects')
        .set({ kept_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Pauses every live agent of the owner beyond the first `limit` and resumes those within it, in
     * one statement. Order: the agents the owner chose (latest choice first), then the oldest. Only
     * rows whose state changes are written and returned.
     */
    async rebalance(
      userId: string,
      limit: number,
      tx: Executor<ProjectsDatabase> = db,
    ): Promise<PauseChange[]> {
      const result = await sql<{ id: string; project_id: string; paused: boolean }>`
        update projects.projects as agent
           set paused = ranked.place > ${limit}
          from (
            select id,
                   row_number() over (order by kept_at desc nulls last, created_at, id) as place
              from projects.projects
             where user_id = ${userId} and deleted_at is null
          ) as ranked
         where agent.id = ranked.id
           and agent.paused is distinct from (ranked.place > ${limit})
        returning agent.id, agent.project_id, agent.paused
      `.execute(tx);
      return result.rows.map((row) => ({ id: row.id, projectId: row.project_id, paused: row.paused }));
    },
  };
}
