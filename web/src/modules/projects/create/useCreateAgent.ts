import { useCallback, useState } from 'react';
import { useToast } from '../../../ui/useToast';
import { errorDetail, errorField } from '../../api/api-error';
import { isTraining } from '../../training/training-status.fns';
import { useCreateKnowledgeBaseMutation, useLazyGetKnowledgeBaseQuery } from '../../training/training.api';
import { useCreateMagicUiMutation, useCreateProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';
import {
  INITIAL_STEPS,
  REVIEW_FAILED_NOTE,
  TRAINING_QUEUED_NOTE,
  trainingNotStarted,
  trainingStep,
  withStep,
  type CreationStep,
} from './creation-steps';
import type { SiteAddress } from './site-url';
import { useTrainingPoll } from './useTrainingPoll';

export type CreationPhase = 'form' | 'processing' | 'completed';

export type CreationState = {
  phase: CreationPhase;
  steps: readonly CreationStep[];
  project: Project | null;
  /** The website's training set once created; its training is followed until it ends. */
  knowledgeBaseId: string | null;
  /** Why the agent could not be created; `onUrl` when the address itself was refused. */
  failure: { message: string; onUrl: boolean } | null;
};

const INITIAL: CreationState = {
  phase: 'form',
  steps: INITIAL_STEPS,
  project: null,
  knowledgeBaseId: null,
  failure: null,
};

/**
 * Creates an agent from a website address, step by step (spec §4):
 * 1. Preparing Agent — POST projects {name, description, site_url}; a refusal (plan limit,
 *    blocked domain, invalid address) returns to the form with the server's words.
 * 2. Customizing UI for Agent — POST projects/{id}/create-magic-ui; done even when it fails.
 * 3. Reviewing your website — what that review found (its note), or that it could not run.
 * 4. Initiating training — POST knowledgebase/{id} creates the WEBSITE training set, then
 *    GET knowledgebase/get/{kbId} every 5 s follows it through INQUEUE and INPROGRESS to
 *    COMPLETED or FAILED (a failed look is retried). Either end completes the flow: a failed
 *    training leaves a usable agent whose training can be retried from the Training page.
 */
export function useCreateAgent() {
  const [createProject] = useCreateProjectMutation();
  const [createMagicUi] = useCreateMagicUiMutation();
  const [createKnowledgeBase] = useCreateKnowledgeBaseMutation();
  const [fetchKnowledgeBase] = useLazyGetKnowledgeBaseQuery();
  const toast = useToast();
  const [state, setState] = useState<CreationState>(INITIAL);
  const { knowledgeBaseId } = state;

  const update = (change: (current: CreationState) => Partial<CreationState>) => {
    setState((current) => ({ ...current, ...change(current) }));
  };

  const checkTraining = useCallback(async (): Promise<'pending' | 'done'> => {
    if (knowledgeBaseId === null) return 'done';
    const set = await fetchKnowledgeBase(knowledgeBaseId).unwrap();
    const step = trainingStep(set);
    const finished = !isTraining(set.status);
    setState((current) => ({
      ...current,
      steps: withStep(current.steps, 'train', step.state, step.note, step.progress),
      ...(finished ? { phase: 'completed' as const } : {}),
    }));
    return finished ? 'done' : 'pending';
  }, [knowledgeBaseId, fetchKnowledgeBase]);

  const training = useTrainingPoll(knowledgeBaseId === null ? null : checkTraining);

  const start = async (site: SiteAddress) => {
    setState({ ...INITIAL, phase: 'processing', steps: withStep(INITIAL_STEPS, 'prepare', 'running') });

    let project: Project;
    try {
      project = await createProject({ name: site.name, description: '', site_url: site.url }).unwrap();
    } catch (error) {
      const message = errorDetail(error, 'The agent could not be created. Please try again.');
      const field = errorField(error);
      setState({ ...INITIAL, failure: { message, onUrl: field === 'site_url' || field === 'url' } });
      toast.error(message);
      return;
    }
    update(({ steps }) => ({
      project,
      steps: withStep(withStep(steps, 'prepare', 'done'), 'customize', 'running'),
    }));

    let reviewed: { ok: boolean; note: string };
    try {
      const reply = await createMagicUi({ id: project.id, url: site.url }).unwrap();
      project = reply.project;
      reviewed = { ok: reply.site_reviewed, note: reply.note };
    } catch {
      // The agent keeps the default look; the owner can style it on the next screen.
      reviewed = { ok: false, note: REVIEW_FAILED_NOTE };
    }

    update(({ steps }) => {
      let next = withStep(steps, 'customize', 'done');
      next = withStep(
        next,
        'review',
        reviewed.ok ? 'done' : 'skipped',
        reviewed.note || (reviewed.ok ? '' : REVIEW_FAILED_NOTE),
      );
      return { project, steps: withStep(next, 'train', 'running') };
    });

    try {
      const set = await createKnowledgeBase({
        projectId: project.id,
        title: site.host,
        url: site.url,
        type: 'WEBSITE',
      }).unwrap();
      // From here useTrainingPoll follows the set and finishes the flow.
      update(({ steps }) => ({
        knowledgeBaseId: set.id,
        steps: withStep(steps, 'train', 'running', TRAINING_QUEUED_NOTE),
      }));
    } catch (error) {
      const step = trainingNotStarted(errorDetail(error, 'Training could not be started.'));
      update(({ steps }) => ({ steps: withStep(steps, 'train', step.state, step.note), phase: 'completed' }));
    }
  };

  return { ...state, trainingDelayed: training.delayed && state.phase === 'processing', start };
}
