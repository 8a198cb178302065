import type { IconName } from '../../ui/Icon';
import { FeatureCard } from '../marketing/FeatureCard';
import { PageSection } from '../marketing/PageSection';

const REASONS: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Human-like AI',
    text: 'Visitors ask in their own words and follow up naturally: the agent keeps the earlier messages in mind. With OpenAI, Anthropic or Gemini models it replies in the visitor’s language.',
    icon: 'sparkles',
  },
  {
    title: 'Plug & Play Integration',
    text: 'One script tag, loading a 2.3 KB file, adds a chat button in your colours to any site: WordPress, Shopify or hand-written HTML. Or share the hosted page, with no code at all.',
    icon: 'plug',
  },
  {
    title: 'Secure & Private',
    text: 'Each agent searches only its own knowledge and says so plainly when the answer is not there, instead of making one up. The crawler obeys robots.txt and never reaches private addresses.',
    icon: 'shield',
  },
  {
    title: 'Real-Time Insights',
    text: 'Read every conversation as it happens, follow sessions and responses on your dashboard, and see at a glance the chats flagged because a visitor asked for a person or complained.',
    icon: 'chart',
  },
];

/** The four reasons to choose SiteSage. */
export function WhyCards() {
  return (
    <PageSection
      title="Why SiteSage?"
      intro="Answers your visitors can trust, on your site, set up by you in minutes."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((reason) => (
          <FeatureCard key={reason.title} icon={reason.icon} title={reason.title}>
            {reason.text}
          </FeatureCard>
        ))}
      </ul>
    </PageSection>
  );
}
