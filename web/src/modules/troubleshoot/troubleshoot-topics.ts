import { helpQuestions } from './help-questions.fns';
import type { HelpTopic } from './troubleshoot.types';
import agentSetup from './topics/agent-setup.md?raw';
import billingPlan from './topics/billing-plan.md?raw';
import integration from './topics/integration.md?raw';
import liveAgentUi from './topics/live-agent-ui.md?raw';
import sessionMessage from './topics/session-message.md?raw';
import trainingSet from './topics/training-set.md?raw';

/**
 * The six help sections of /troubleshoot (spec §2), written against how SiteSage really behaves:
 * its screens, statuses and messages (spec §2, §4, §8) and the crawler, widget and chat rules. The
 * questions and their steps are Markdown in topics/ (one file a section): **bold** for a button,
 * tab or field name as it reads on screen, “quotes” for a message exactly as SiteSage shows it.
 */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'agent-setup',
    title: 'Agent Setup',
    summary: 'Creating an agent from your website address and making it look like your brand.',
    icon: 'agents',
    questions: helpQuestions(agentSetup),
  },
  {
    id: 'training-set',
    title: 'Training Set',
    summary: 'Teaching your agent from your website, sitemaps, single pages and files.',
    icon: 'database',
    questions: helpQuestions(trainingSet),
  },
  {
    id: 'live-agent-ui',
    title: 'Live Agent UI',
    summary: 'The chat button and chat window on your website.',
    icon: 'chat',
    questions: helpQuestions(liveAgentUi),
  },
  {
    id: 'session-message',
    title: 'Session/Message',
    summary: 'Conversations, sending messages and the answers your agent gives.',
    icon: 'send',
    questions: helpQuestions(sessionMessage),
  },
  {
    id: 'integration',
    title: 'Integration',
    summary: 'Adding SiteSage to your website platform, and connecting other channels.',
    icon: 'plug',
    questions: helpQuestions(integration),
  },
  {
    id: 'billing-plan',
    title: 'Billing and Plan issues',
    summary: 'Upgrading, payments through Razorpay, cancelling and refunds.',
    icon: 'chart',
    questions: helpQuestions(billingPlan),
  },
];
