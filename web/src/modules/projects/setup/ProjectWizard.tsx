import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../ui/useToast';
import { errorDetail } from '../../api/api-error';
import { CustomizeForm } from '../customize/CustomizeForm';
import { DeployPanel } from '../deploy/DeployPanel';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';
import { BasicDetailsForm, type BasicDetails } from './BasicDetailsForm';
import { WIZARD_STEPS } from './wizard-steps';
import { WizardSteps } from './WizardSteps';

const CUSTOMIZE_STEP = 1;
const DEPLOY_STEP = 2;

/** The step a navigation asked to open (after the first save of a new agent). */
function requestedStep(state: unknown): number {
  if (typeof state === 'object' && state !== null && 'step' in state && typeof state.step === 'number') {
    return Math.min(Math.max(state.step, 0), DEPLOY_STEP);
  }
  return 0;
}

/**
 * Basic Details → Customizations → Deploy. A new agent (project null) can only use the first step;
 * saving it creates the agent and reopens the wizard at /admin/projects/{id}/update on step two.
 * An existing agent can open any step.
 */
export function ProjectWizard({ project }: { project: Project | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [createProject, creating] = useCreateProjectMutation();
  const [updateProject, updating] = useUpdateProjectMutation();
  const [step, setStep] = useState(() => (project === null ? 0 : requestedStep(location.state)));
  const [failure, setFailure] = useState<string | null>(null);

  const saveDetails = async (details: BasicDetails) => {
    setFailure(null);
    try {
      if (project === null) {
        const created = await createProject(details).unwrap();
        await navigate(`/admin/projects/${encodeURIComponent(created.id)}/update`, {
          replace: true,
          state: { step: CUSTOMIZE_STEP },
        });
        return;
      }
      await updateProject({ id: project.id, patch: details }).unwrap();
      toast.success('Website configuration updated successfully!');
      setStep(CUSTOMIZE_STEP);
    } catch (error) {
      const message = errorDetail(error, 'The agent could not be saved. Please try again.');
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <WizardSteps current={step} enabled={project === null ? 1 : WIZARD_STEPS.length} onSelect={setStep} />

      <section aria-labelledby="wizard-step-heading" className="flex flex-col gap-4">
        <h2 id="wizard-step-heading" className="text-xl font-semibold">
          {WIZARD_STEPS[step]}
        </h2>

        {step === 0 && (
          <div className="card card-border max-w-2xl bg-base-100">
            <div className="card-body">
              <BasicDetailsForm
                key={project?.id ?? 'new'}
                initial={{ name: project?.name ?? '', description: project?.description ?? '' }}
                saving={creating.isLoading || updating.isLoading}
                failure={failure}
                onSubmit={(details) => {
                  void saveDetails(details);
                }}
              />
            </div>
          </div>
        )}

        {step === CUSTOMIZE_STEP && project !== null && (
          <CustomizeForm
            key={project.id}
            project={project}
            onSaved={() => {
              setStep(DEPLOY_STEP);
            }}
          />
        )}

        {step === DEPLOY_STEP && project !== null && (
          <div className="card card-border max-w-3xl bg-base-100">
            <div className="card-body gap-6">
              <DeployPanel projectId={project.project_id} />
              <div className="flex flex-wrap justify-end gap-2">
                <Link to="/admin/projects" className="btn btn-ghost">
                  Back to agents
                </Link>
                <Link
                  to={`/admin/projects/${encodeURIComponent(project.id)}/customize`}
                  className="btn btn-primary"
                >
                  Open agent
                </Link>
              </div>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
