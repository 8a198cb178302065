import type { FeatureItem } from '../feature-item';

// The copy of /features. Every claim here is something SiteSage does today (see README.md and
// ARCHITECTURE.md); keep it that way when editing.

export const HOW_IT_WORKS: readonly FeatureItem[] = [
  {
    title: 'Data Collection',
    text: 'SiteSage follows your website’s links and sitemaps, reads the single pages you list and parses the files you upload — PDF, Word, text, CSV, HTML and XML. The crawler obeys robots.txt and paces itself so your site stays fast.',
    icon: 'database',
  },
  {
    title: 'AI Processing',
    text: 'Menus, footers and hidden text are stripped away, and each page is split into sections that keep their headings. Sections are indexed by their words and by their meaning; when you retrain, only pages that changed are processed again.',
    icon: 'sparkles',
  },
  {
    title: 'Real-time Interaction',
    text: 'A visitor asks, SiteSage finds the passages of your content that answer it, and the reply streams in as it is written — with links to the pages it came from.',
    icon: 'bolt',
  },
];

export const AI_CAPABILITIES: readonly FeatureItem[] = [
  {
    title: 'NLP Understanding',
    text: 'Visitors ask in their own words and in their own language, the way they would ask a person. With a language model connected, the reply comes back in the language they wrote in.',
    icon: 'language',
  },
  {
    title: 'Semantic Search',
    text: 'Hybrid retrieval combines keyword matching with vector similarity, so the right passage is found even when a visitor’s words differ from yours. Each agent searches only its own knowledge.',
    icon: 'search',
  },
  {
    title: 'Context Awareness',
    text: 'A follow-up such as “and for international orders?” is read together with the earlier messages, so visitors never have to repeat themselves.',
    icon: 'brain',
  },
];

export const INTEGRATION_OPTIONS: readonly FeatureItem[] = [
  {
    title: 'Website',
    text: 'Paste one script tag into your pages. The 2.3 KB loader waits until your page is idle before drawing the chat button, so it never slows your site down. Or share a hosted demo page link.',
    icon: 'globe',
  },
  {
    title: 'CRM',
    text: 'Ask visitors for their name, email and phone before the chat starts and every lead arrives with its conversation. Connectors for HubSpot, Salesforce, Slack and Google Sheets are rolling out.',
    icon: 'users',
  },
  {
    title: 'WhatsApp',
    text: 'Connect a WhatsApp Business number and the same agent answers there. WhatsApp conversations appear beside your website chats, and you can reply to them yourself.',
    icon: 'phoneChat',
  },
  {
    title: 'API',
    text: 'Build your own channel on the HTTP API our widget uses: send a message, receive a streamed answer with its sources. Every endpoint is described in OpenAPI.',
    icon: 'code',
  },
];

export const CUSTOMIZATION_POINTS: readonly string[] = [
  'Your brand colours, name and a welcome line are picked up from your website when you create an agent.',
  'Change the agent’s name, welcome message and quick-question buttons.',
  'Set bubble and button colours, button text, corner position and window size.',
  'Optionally ask for a visitor’s name, email and phone before the chat starts.',
  'See every change in a live preview before you publish.',
];

export const SECURITY_POINTS: readonly string[] = [
  'Answers come only from your content, and the agent says so plainly when it has no answer.',
  'Each agent searches its own knowledge only — never another customer’s.',
  'The chat window can be framed only by your own website and its subdomains.',
  'Our crawler obeys robots.txt and refuses private and internal network addresses.',
  'Visitor details never appear in our logs, and deleting an agent deletes its content and conversations.',
];

/** Marketing copy only (spec §1): which provider answers is a deployment setting. */
export const AI_PROVIDERS: readonly string[] = ['OpenAI', 'Gemini', 'Anthropic'];
