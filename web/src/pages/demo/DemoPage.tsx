import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui/ComingSoon';

/** The hosted demo page of an agent, shareable as a link. */
export function DemoPage() {
  const { projectId } = useParams();

  if (projectId === undefined) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Invalid project ID</h1>
        <p className="mt-3 text-base-content/80">This demo link does not name an agent.</p>
        <Link to="/" className="btn btn-primary mt-6">
          Go to the home page
        </Link>
      </section>
    );
  }

  return (
    <ComingSoon
      title="Agent demo"
      summary="A hosted page where anyone with the link can try this agent in its chat window."
    />
  );
}
