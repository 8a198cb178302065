import type { IconName } from '../../ui/Icon';
import { CheckList } from '../marketing/CheckList';
import { FeatureCard } from '../marketing/FeatureCard';
import { PageSection } from '../marketing/PageSection';

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
    <PageSection
      tinted
      title="Built for Every Use Case"
      intro="One agent, trained on your content, working wherever your visitors and colleagues ask questions."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {USE_CASES.map((useCase) => (
          <FeatureCard key={useCase.title} icon={useCase.icon} title={useCase.title}>
            <p>{useCase.text}</p>
            <CheckList items={useCase.points} className="mt-4 text-sm" />
          </FeatureCard>
        ))}
      </ul>
    </PageSection>
  );
}
