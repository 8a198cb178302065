import { Icon, type IconName } from '../../ui/Icon';
import { SectionHeading } from '../marketing/SectionHeading';

const USE_CASES: readonly { title: string; text: string; points: readonly string[]; icon: IconName }[] = [
  {
    title: 'Lead Generation',
    text: 'Turn the visitor who would have left with an unanswered question into someone you can call back.',
    points: [
      'Ask for a name, email and phone number before the chat starts: one switch per agent',
      'Every conversation is tagged by intent, such as pricing, purchase or booking',
      'Know who was ready to buy, and what they asked, before you pick up the phone',
    ],
    icon: 'send',
  },
  {
    title: 'Customer Support',
    text: 'The same careful answer at 3 a.m. as at 3 p.m., taken from the pages you already wrote.',
    points: [
      'Answers link to the page that explains them in full',
      'When your content has no answer, the agent says so rather than guessing',
      'Chats where a visitor asks for a person or complains are flagged for you',
    ],
    icon: 'chat',
  },
  {
    title: 'Internal Knowledge Base',
    text: 'Put handbooks, policies and price lists where your team can ask them questions.',
    points: [
      'Upload PDF, Word, CSV, HTML, XML and text files alongside your web pages',
      'Share the agent’s hosted chat page with your team: nothing to install',
      'Each answer points to the document it came from, so it can be checked',
    ],
    icon: 'database',
  },
];

/** Three jobs SiteSage agents do, with what makes each work. */
export function UseCases() {
  return (
    <section aria-labelledby="use-cases-title" className="bg-base-200 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="use-cases-title"
          title="Built for Every Use Case"
          intro="One agent, trained on your content, working wherever your visitors and colleagues ask questions."
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {USE_CASES.map((useCase) => (
            <li key={useCase.title} className="card bg-base-100 shadow-sm">
              <div className="card-body gap-3">
                <span className="flex h-12 w-12 items-center justify-center rounded-box bg-primary text-primary-content">
                  <Icon name={useCase.icon} className="h-6 w-6" />
                </span>
                <h3 className="card-title text-xl">{useCase.title}</h3>
                <p className="text-base-content/80">{useCase.text}</p>
                <ul className="mt-1 space-y-2">
                  {useCase.points.map((point) => (
                    <li key={point} className="flex gap-2 text-sm text-base-content/85">
                      <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
