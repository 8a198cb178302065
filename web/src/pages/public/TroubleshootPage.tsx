import { Link } from 'react-router-dom';
import { HELP_TOPICS } from '../../modules/troubleshoot/troubleshoot-topics';
import { HelpTopicSection } from '../../modules/troubleshoot/HelpTopicSection';
import { Icon } from '../../ui/Icon';

export function TroubleshootPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-4xl font-bold tracking-tight">Troubleshooting</h1>
        <p className="mt-3 text-lg text-base-content/80">
          Step-by-step fixes for the problems owners meet most often, from creating an agent to payments. Open
          a question to see its steps.
        </p>
      </header>

      <nav aria-label="Help sections" className="mt-8">
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.id}>
              <Link
                to={`#${topic.id}`}
                className="flex items-center gap-2 rounded-box border border-base-300 px-3 py-2 text-sm font-medium hover:border-primary hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <Icon name={topic.icon} className="h-4 w-4 shrink-0 text-primary" />
                {topic.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-12 flex flex-col gap-14">
        {HELP_TOPICS.map((topic) => (
          <HelpTopicSection key={topic.id} topic={topic} />
        ))}
      </div>

      <aside className="mt-14 flex flex-col items-start gap-3 rounded-box bg-base-200 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">Still stuck?</h2>
          <p className="mt-1 text-base-content/80">
            Tell us what you tried and what you saw; we will help you from there.
          </p>
        </div>
        <Link to="/contact-us" className="btn btn-primary">
          Contact support
        </Link>
      </aside>
    </div>
  );
}
