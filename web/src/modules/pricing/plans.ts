export type BillingCycle = 'monthly' | 'yearly';

export type PlanId = 'free' | 'basic' | 'pro' | 'enterprise';

/** Prices in whole rupees. */
export type PlanPrice =
  { kind: 'free' } | { kind: 'paid'; monthly: number; yearly: number } | { kind: 'custom' };

export type Plan = {
  id: PlanId;
  name: string;
  /** One line on who the plan is for. */
  summary: string;
  price: PlanPrice;
  features: readonly string[];
  action: { label: string; to: string };
  mostPopular: boolean;
};

export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** Yearly prices are ten months' worth (spec §9). */
export const YEARLY_SAVING = 'Save 2 months';

// Plan facts of spec §3 and §9. The Free list is what the Free plan really allows today: one agent
// (projects), 100 conversations a month (chat) and 100 training sets (ingestion, the billing
// catalogue's FREE limit). How often a website re-syncs is ingestion's schedule
// (services/ingestion/src/domain/sync/sync-schedule.fns.ts).
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    summary: 'Try SiteSage on your own website.',
    price: { kind: 'free' },
    features: [
      '1 chatbot',
      '100 AI conversations a month',
      'Knowledge base up to 100 entries',
      'Embed with one script tag or share a hosted demo page',
      'Conversation history in your dashboard',
      'Website re-sync by hand (Sync now)',
    ],
    action: { label: 'Start Free', to: '/register#free' },
    mostPopular: false,
  },
  {
    id: 'basic',
    name: 'Basic',
    summary: 'For a small business answering its first visitors.',
    price: { kind: 'paid', monthly: 4999, yearly: 49999 },
    features: [
      'Up to 5 chatbots',
      'Limited AI conversations',
      'Priority support',
      'Knowledge base up to 100 entries (web content only)',
      'Advanced customization',
      'CRM and support tool integration',
      'Website re-sync every month',
    ],
    action: { label: 'Get Started', to: '/register#basic' },
    mostPopular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    summary: 'For growing teams with busy websites.',
    price: { kind: 'paid', monthly: 9999, yearly: 99999 },
    features: [
      'Up to 10 chatbots',
      'Unlimited conversations',
      'Priority support',
      'Knowledge base up to 500 entries (web, custom knowledge base, file uploads)',
      'WhatsApp integration',
      'Multi-language',
      'Advanced customization',
      'Website re-sync every week',
    ],
    action: { label: 'Get Started', to: '/register#pro' },
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    summary: 'For organisations with custom needs.',
    price: { kind: 'custom' },
    features: [
      'All Pro features',
      'Custom models',
      'API access',
      'Knowledge base of 500+ entries',
      'WhatsApp and other social platforms',
      'Team collaboration',
      'CRM integration',
      '24/7 support with SLA',
      'Website re-sync every day',
    ],
    action: { label: 'Contact Us', to: '/contact-us' },
    mostPopular: false,
  },
];
