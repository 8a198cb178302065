import { RichText } from './RichText';
import type { PublicProject } from './demo.types';

// Owner headings, lists and links keep their shape without a typography plugin.
const DESCRIPTION_CLASSES = [
  'mx-auto mt-6 max-w-2xl space-y-3 text-lg text-primary-content/90',
  '[&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_ul]:text-left [&_ol]:text-left',
].join(' ');

/** The banner of the demo page: the agent's name and the owner's description. */
export function DemoHero({ project }: { project: PublicProject }) {
  return (
    <section className="bg-gradient-to-br from-primary to-secondary px-4 py-20 text-center text-primary-content">
      <p className="text-sm font-semibold uppercase tracking-widest opacity-80">Live agent demo</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{project.name}</h1>
      {project.description.trim() === '' ? null : (
        <RichText text={project.description} className={DESCRIPTION_CLASSES} />
      )}
      <p className="mt-8 text-sm opacity-80">
        {project.paused
          ? 'This agent is paused: it is not answering visitors right now. Nothing has been deleted.'
          : 'Try the agent in the chat window, as visitors of the site would.'}
      </p>
    </section>
  );
}
