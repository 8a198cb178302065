import { Navigate } from 'react-router-dom';
import { useListAgentChoicesQuery } from '../../modules/integrations/integrations.api';
import { IntegrationsHeading } from '../../modules/integrations/IntegrationsHeading';
import { NoAgentsYet } from '../../modules/integrations/NoAgentsYet';
import { PageLoader } from '../../ui/PageLoader';

/** /admin/integrations: the first agent's integrations, or the way to create an agent (spec §2). */
export function IntegrationsPage() {
  const agents = useListAgentChoicesQuery(undefined);
  if (agents.isLoading) return <PageLoader label="Loading integrations" />;
  const first = agents.data?.data[0];
  if (first !== undefined) return <Navigate to={encodeURIComponent(first.id)} replace />;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <IntegrationsHeading />
      {agents.isError ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>Your agents could not be loaded. Please reload the page.</span>
        </div>
      ) : (
        <NoAgentsYet />
      )}
    </section>
  );
}
