import { useState } from 'react';
import { useToast } from '../../../ui/useToast';
import { errorDetail, errorField } from '../../api/api-error';
import { useCreateMagicUiMutation, useCreateProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';
import {
  INITIAL_STEPS,
  REVIEW_FAILED_NOTE,
  TRAINING_UNAVAILABLE_NOTE,
  withStep,
  type CreationStep,
} from './creation-steps';
import type { SiteAddress } from './site-url';

export type CreationPhase = 'form' | 'processing' | 'completed';

export type CreationState = {
  phase: CreationPhase;
  steps: readonly CreationStep[];
  project: Project | null;
  /** Why the agent could not be created; `onUrl` when the address itself was refused. */
  failure: { message: string; onUrl: boolean } | null;
};

const INITIAL: CreationState = { phase: 'form', steps: INITIAL_STEPS, project: null, failure: null };

/**
 * Creates an agent from a website address, step by step (spec §4):
 * 1. Preparing Agent — POST projects {name, description, site_url}; a refusal (plan limit,
 *    blocked domain, invalid address) returns to the form with the server's words.
 * 2. Customizing UI for Agent — POST projects/{id}/create-magic-ui; done even when it fails.
 * 3. Reviewing your website — what that review found (its note), or that it could not run.
 * 4. Initiating training — not available until the knowledge-base calls exist (useTrainingPoll
 *    describes how they plug in); the flow stops there honestly and the agent is usable.
 */
export function useCreateAgent() {
  const [createProject] = useCreateProjectMutation();
  const [createMagicUi] = useCreateMagicUiMutation();
  const toast = useToast();
  const [state, setState] = useState<CreationState>(INITIAL);

  const update = (change: (current: CreationState) => Partial<CreationState>) => {
    setState((current) => ({ ...current, ...change(current) }));
  };

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
      next = withStep(next, 'train', 'unavailable', TRAINING_UNAVAILABLE_NOTE);
      return { project, steps: next, phase: 'completed' };
    });
  };

  return { ...state, start };
}
