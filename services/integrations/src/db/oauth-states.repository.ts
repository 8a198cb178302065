import type { Executor } from '@sitesage/db';
import type { IntegrationsDatabase } from './database.js';

export type OauthStatesRepository = ReturnType<typeof createOauthStatesRepository>;

export function createOauthStatesRepository(db: Executor<IntegrationsDatabase>) {
  return {
    async insertState(state: {
      stateHash: string;
      userId: string;
      projectId: string;
      sessionBinding: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      // States a day past their expiry are of no use to anyone: cleared as new ones come.
      await db
        .deleteFrom('integrations.oauth_states')
        .where('expires_at', '<', new Date(state.now.getTime() - 86_400_000))
        .execute();
      await db
        .insertInto('integrations.oauth_states')
        .values({
          state_hash: state.stateHash,
          user_id: state.userId,
          project_id: state.projectId,
          session_binding: state.sessionBinding,
          expires_at: state.expiresAt,
        })
        .execute();
    },

    /**
     * Takes the state once: only when it was made for this owner, agent and session, is unused and
     * unexpired. One statement, so two callbacks racing with one state cannot both take it.
     */
    async takeState(input: {
      stateHash: string;
      userId: string;
      projectId: string;
      sessionBinding: string;
      now: Date;
    }): Promise<boolean> {
      const taken = await db
        .updateTable('integrations.oauth_states')
        .set({ used_at: input.now })
        .where('state_hash', '=', input.stateHash)
        .where('user_id', '=', input.userId)
        .where('project_id', '=', input.projectId)
        .where('session_binding', '=', input.sessionBinding)
        .where('used_at', 'is', null)
        .where('expires_at', '>', input.now)
        .returning('state_hash')
        .executeTakeFirst();
      return taken !== undefined;
    },

    /** States of a deleted agent's unfinished connections. */
    async deleteForProject(userId: string, projectId: string): Promise<number> {
      const deleted = await db
        .deleteFrom('integrations.oauth_states')
        .where('user_id', '=', userId)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
