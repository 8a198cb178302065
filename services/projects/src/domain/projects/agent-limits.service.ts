import type { Executor } from '@sitesage/db';
import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { AgentLimitsRepository, PauseChange } from '../../db/agent-limits.repository.js';
import type { ProjectsDatabase } from '../../db/database.js';
import type { ProjectsRepository } from '../../db/projects.repository.js';
import { projectLimitFor, projectLimits } from './plan-limits.fns.js';
import {
  assertOwner,
  isProjectId,
  projectNotFound,
  toProject,
  type Owner,
  type Project,
} from './project.fns.js';
import type { Transact } from './projects.service.js';

export type AgentLimitsDeps = {
  clock: Clock;
  log: Logger;
  transact: Transact;
  projects: Pick<ProjectsRepository, 'lockOwnerForCreate' | 'findProject'>;
  limits: Pick<AgentLimitsRepository, 'recordPlan' | 'findPlan' | 'markKept' | 'rebalance'>;
};

export type PlanChange = { userId: string; plan: string; version: number };
export type AppliedPlan = { applied: boolean; paused: number; resumed: number };

/** Agents above the plan's limit are paused, never deleted (spec §6: a downgrade deletes nothing). */
export function createAgentLimits({ clock, log, transact, projects, limits }: AgentLimitsDeps) {
  /**
   * Brings the owner's agents in line with the plan billing last gave (nothing when it never did:
   * then no agent is paused). Runs inside the caller's transaction, under the owner's lock.
   */
  async function rebalanceOwner(userId: string, tx: Executor<ProjectsDatabase>): Promise<PauseChange[]> {
    const plan = await limits.findPlan(userId, tx);
    if (plan === undefined) return [];
    return limits.rebalance(userId, projectLimitFor(plan), tx);
  }

  function logChanges(userId: string, changes: PauseChange[], why: string): void {
    if (changes.length === 0) return;
    log.info(
      {
        userId,
        paused: changes.filter((change) => change.paused).map((change) => change.id),
        resumed: changes.filter((change) => !change.paused).map((change) => change.id),
      },
      why,
    );
  }

  return {
    rebalanceOwner,

    /** Billing's word on the owner's plan; a version not newer than the one held re-applies the held plan. */
    async applyPlan(change: PlanChange): Promise<AppliedPlan> {
      if (!change.userId.trim() || change.userId.length > 64) {
        throw AppError.invalid('user_id', 'user_id must name an owner');
      }
      if (!Object.hasOwn(projectLimits, change.plan)) {
        throw AppError.invalid('plan', 'plan must be one of FREE, BASIC, PRO, ENTERPRISE');
      }
      if (!Number.isInteger(change.version) || change.version < 0) {
        throw AppError.invalid('version', 'version must be a whole number from 0');
      }
      const { applied, changes } = await transact(async (tx) => {
        await projects.lockOwnerForCreate(change.userId, tx);
        const recorded = await limits.recordPlan(change, tx);
        return { applied: recorded, changes: await rebalanceOwner(change.userId, tx) };
      });
      logChanges(change.userId, changes, 'plan applied to agents');
      const paused = changes.filter((item) => item.paused).length;
      return { applied, paused, resumed: changes.length - paused };
    },

    /**
     * The owner chooses this agent to stay within the limit: it answers again and, when the plan is
     * full, the newest agent the owner did not choose is paused in its place.
     */
    async keepProject(owner: Owner, id: string): Promise<{ project: Project; changes: PauseChange[] }> {
      assertOwner(owner);
      if (!isProjectId(id)) throw projectNotFound();
      return transact(async (tx) => {
        await projects.lockOwnerForCreate(owner.userId, tx);
        if (!(await limits.markKept(owner.userId, id, clock(), tx))) throw projectNotFound();
        const changes = await rebalanceOwner(owner.userId, tx);
        const row = await projects.findProject(owner.userId, id, tx);
        if (!row) throw projectNotFound();
        logChanges(owner.userId, changes, 'owner chose an agent to keep');
        return { project: toProject(row), changes };
      });
    },
  };
}

export type AgentLimits = ReturnType<typeof createAgentLimits>;
