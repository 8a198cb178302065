import { formatRupees } from '../pricing/plan-price.fns';
import { PLANS, type PlanId } from '../pricing/plans';

export type FaqItem = {
  /** Stable and URL-safe: the ids of the item's button and panel derive from it. */
  id: string;
  question: string;
  answer: string;
};

/** A paid plan's prices as shown on the site, from the one table of plans. */
function pricesOf(id: PlanId): { monthly: string; yearly: string } {
  const price = PLANS.find((plan) => plan.id === id)?.price;
  if (price?.kind !== 'paid') throw new Error(`Plan '${id}' has no fixed price`);
  return { monthly: formatRupees(price.monthly), yearly: formatRupees(price.yearly) };
}

const basic = pricesOf('basic');
const pro = pricesOf('pro');

/**
 * The support answer naming the channels support really has (`reach` from supportReach, e.g.
 * 'by email'); without any, it points to the contact form.
 */
export function supportAnswer(reach: string): string {
  const how = reach === '' ? 'through the form on the Contact page' : `${reach} from the Contact page`;
  return `Every plan can reach us ${how}, and the Troubleshoot guide walks through the most common questions. Basic and Pro include priority support; Enterprise adds 24/7 support with an SLA.`;
}

/** The questions with the support answer naming the configured channels. */
export function faqItemsFor(reach: string): readonly FaqItem[] {
  return FAQ_ITEMS.map((item) => (item.id === 'support' ? { ...item, answer: supportAnswer(reach) } : item));
}

// The fifteen topics of spec §2, in its order. Answers describe what SiteSage does today.
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-sitesage',
    question: 'What is SiteSage?',
    answer:
      'SiteSage turns your website, sitemaps and documents into an AI chat agent that answers your visitors’ questions from your own content. You type your website’s address, SiteSage learns it, and you add the agent to your site with one script tag or share it as a hosted demo page. Every answer links to the pages it came from.',
  },
  {
    id: 'integration',
    question: 'How do I add SiteSage to my website?',
    answer:
      'Open your agent’s Deploy tab, copy the embed code — a single script tag — and paste it just before the closing </body> tag of your pages, or into the custom code setting of your site builder. The 2.3 KB loader waits until your page has loaded, then shows a chat button in your colours.',
  },
  {
    id: 'ai-models',
    question: 'Which AI models does SiteSage use?',
    answer:
      'SiteSage works with models from OpenAI, Gemini and Anthropic. Whichever model writes the reply, it is given only the passages found in your content and is told to answer from them alone.',
  },
  {
    id: 'custom-data',
    question: 'Can I train SiteSage on my own data?',
    answer:
      'Yes. Add a whole website (SiteSage follows its links and sitemaps), a sitemap, single URLs — up to five at a time — or upload files: PDF, DOCX, DOC, TXT, CSV, HTML and XML, up to 20 MB each. When your content changes, retrain: only the pages that changed are processed again.',
  },
  {
    id: 'languages',
    question: 'Which languages does SiteSage speak?',
    answer:
      'Visitors can write in their own language, and the agent replies in the language they wrote in — even when your website is in English. The answer still comes only from your content.',
  },
  {
    id: 'free-plan',
    question: 'Is there a free plan?',
    answer:
      'Yes. The Free plan gives you one chatbot, 100 AI conversations a month and a knowledge base of up to 100 entries, with no card needed. Upgrade whenever you need more.',
  },
  {
    id: 'payment-plans',
    question: 'What paid plans do you offer?',
    answer: `Basic costs ${basic.monthly} a month and Pro ${pro.monthly} a month. Paying yearly — ${basic.yearly} or ${pro.yearly} — saves you two months. Enterprise is priced for your needs: contact us. The Pricing page lists what each plan includes.`,
  },
  {
    id: 'support-automation',
    question: 'Can SiteSage automate my customer support?',
    answer:
      'It answers common questions instantly, at any hour, and links to the pages it used. When a visitor asks for a person or sounds unhappy, the conversation is flagged as needing attention in your Conversations list, so your team can follow up.',
  },
  {
    id: 'security',
    question: 'Is my data secure?',
    answer:
      'Your content trains only your agent: each agent searches its own knowledge and nothing else. Passwords are stored as salted scrypt hashes, the chat window can be framed only by your own website, and our crawler obeys robots.txt and refuses private network addresses.',
  },
  {
    id: 'crm',
    question: 'Does SiteSage work with my CRM?',
    answer:
      'Your agent can ask visitors for their name, email and phone before the chat starts, and you see those details with each conversation. Direct connectors for HubSpot, Salesforce, Slack and Google Sheets are rolling out; on Enterprise you can also connect your own systems through the API.',
  },
  {
    id: 'sensitive-data',
    question: 'How is sensitive data handled?',
    answer:
      'Add only content you are happy for visitors to read, because the agent may quote anything it learned. Hidden text and pages marked noindex are skipped. Visitor details and conversations are visible only in your own admin area, never written to our logs, and deleted along with the agent.',
  },
  {
    id: 'support',
    question: 'What support do you offer?',
    // The channels are the configured ones: see supportAnswer.
    answer: supportAnswer(''),
  },
  {
    id: 'setup-expertise',
    question: 'Do I need technical skills to set it up?',
    answer:
      'No. Type your website’s address and SiteSage creates the agent, picks up your brand colours and starts learning your site — usually within minutes. Adding it to your website is a single copy and paste.',
  },
  {
    id: 'customization',
    question: 'Can I customize the chatbot?',
    answer:
      'Yes: its name, welcome message, quick-question buttons, bubble and button colours, button text, corner position and window size, with a live preview as you edit. You can also ask visitors for their details before the chat starts.',
  },
  {
    id: 'getting-started',
    question: 'How do I get started?',
    answer:
      'Create a free account with your phone number, enter the one-time code we send you, then type your website’s address. Your agent is ready to try as soon as training finishes, and you can share its demo page before adding it to your site.',
  },
];
