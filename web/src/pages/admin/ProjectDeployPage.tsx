import { AllowedWebsites } from '../../modules/projects/deploy/AllowedWebsites';
import { DeployPanel } from '../../modules/projects/deploy/DeployPanel';
import { useProjectOutlet } from '../../modules/projects/useProjectOutlet';

export function ProjectDeployPage() {
  const project = useProjectOutlet();
  return (
    <section aria-labelledby="deployment-heading" className="card card-border max-w-3xl bg-base-100">
      <div className="card-body">
        <h2 id="deployment-heading" className="card-title">
          Deployment
        </h2>
        <p className="text-base-content/80">Add {project.name} to your website in three steps.</p>
        <DeployPanel projectId={project.project_id} />
        <div className="divider my-2" />
        <AllowedWebsites project={project} />
      </div>
    </section>
  );
}
