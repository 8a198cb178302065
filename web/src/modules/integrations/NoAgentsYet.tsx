import { Link } from 'react-router-dom';

/** The integrations page before the owner has an agent: integrations belong to one (spec §2). */
export function NoAgentsYet() {
  return (
    <div className="card card-border bg-base-100">
      <div className="card-body items-start gap-3">
        <h2 className="card-title">Create an agent first</h2>
        <p className="text-base-content/80">
          Integrations connect one of your agents to WhatsApp and other tools. You have no agents yet.
        </p>
        <Link to="/admin/projects/create" className="btn btn-primary btn-sm">
          Create Agent
        </Link>
      </div>
    </div>
  );
}
