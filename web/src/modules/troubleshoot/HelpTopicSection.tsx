import { Icon } from '../../ui/Icon';
import { HelpQuestionItem } from './HelpQuestionItem';
import type { HelpTopic } from './troubleshoot.types';

export function HelpTopicSection({ topic }: { topic: HelpTopic }) {
  const titleId = `${topic.id}-title`;
  return (
    // scroll-mt keeps the heading clear of the sticky navbar when /troubleshoot#… scrolls here.
    <section id={topic.id} aria-labelledby={titleId} className="scroll-mt-24">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon name={topic.icon} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight">
            {topic.title}
          </h2>
          <p className="mt-1 text-base-content/80">{topic.summary}</p>
        </div>
      </div>
      <ul className="mt-5 flex flex-col gap-3">
        {topic.questions.map((item) => (
          <HelpQuestionItem key={item.question} item={item} />
        ))}
      </ul>
    </section>
  );
}
