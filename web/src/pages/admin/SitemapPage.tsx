import { Link, useParams } from 'react-router-dom';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { SitemapGenerator } from '../../modules/training/sitemap/SitemapGenerator';
import { PageLoader } from '../../ui/PageLoader';

/** The sitemap generator, started with the agent's website address. */
export function SitemapPage() {
  const { projectId } = useParams();
  const { data: project } = useProjectOrLeave(projectId, '/admin/projects');

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6">
      <Link
        to={`/admin/projects/${encodeURIComponent(projectId ?? '')}/training`}
        className="link link-hover text-sm text-base-content/70"
      >
        ← Training sets
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Sitemap generator</h1>
      <p className="mt-1 text-base-content/70">
        List the pages of a website as a sitemap you can copy or download.
      </p>
      <div className="mt-6">
        {project === undefined ? (
          <PageLoader label="Loading the agent" />
        ) : (
          <SitemapGenerator key={project.id} initialUrl={project.site_url} />
        )}
      </div>
    </section>
  );
}
