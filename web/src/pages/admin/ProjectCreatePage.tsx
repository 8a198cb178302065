import { Link } from 'react-router-dom';
import { CreateAgentFlow } from '../../modules/projects/create/CreateAgentFlow';

export function ProjectCreatePage() {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <Link to="/admin/projects" className="link link-hover text-sm text-base-content/70">
        ← Back to agents
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Create an agent</h1>
      <p className="mt-2 text-base-content/80">
        Enter your website address. SiteSage prepares an agent and styles its chat window from your site.
      </p>
      <div className="card card-border mt-6 bg-base-100">
        <div className="card-body">
          <CreateAgentFlow />
        </div>
      </div>
    </section>
  );
}
