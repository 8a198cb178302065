import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorStatus } from '../../modules/api/api-error';
import { DemoHero } from '../../modules/demo/DemoHero';
import { useGetDemoProjectQuery } from '../../modules/demo/demo.api';
import { useDemoChatWidget } from '../../modules/demo/useDemoChatWidget';
import { PageLoader } from '../../ui/PageLoader';

/** Long enough to read 'Project not found' before going home. */
const NOT_FOUND_REDIRECT_MS = 2000;

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}

/** The hosted demo page of an agent, shareable as a link: its banner and its live chat. */
export function DemoPage() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const {
    data: project,
    error,
    isLoading,
  } = useGetDemoProjectQuery(projectId ?? '', {
    skip: projectId === undefined,
  });
  const notFound = errorStatus(error) === 404;
  useDemoChatWidget(project);

  useEffect(() => {
    if (!notFound) return;
    const timer = window.setTimeout(() => {
      void navigate('/', { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [notFound, navigate]);

  if (projectId === undefined) {
    return (
      <Notice title="Invalid project ID">
        <p className="mt-3 text-base-content/80">This demo link does not name an agent.</p>
        <Link to="/" className="btn btn-primary mt-6">
          Go to the home page
        </Link>
      </Notice>
    );
  }
  if (isLoading) return <PageLoader label="Loading the agent" />;
  if (notFound) {
    return (
      <Notice title="Project not found">
        <p className="mt-3 text-base-content/80">Taking you to the home page…</p>
      </Notice>
    );
  }
  if (project === undefined) {
    return (
      <Notice title="The demo could not be loaded">
        <p className="mt-3 text-base-content/80">Please try again in a moment.</p>
      </Notice>
    );
  }
  return <DemoHero project={project} />;
}
