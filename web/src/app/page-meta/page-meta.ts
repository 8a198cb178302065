/** What a page says about itself to browsers, search engines and link previews. */
export type PageMeta = { title: string; description: string };

const BRAND = 'SiteSage';

/**
 * Title and description of every public page. The app sets them on navigation, and the build
 * writes each one into its own copy of index.html, so link previews and crawlers that do not run
 * JavaScript see them too.
 */
export const PUBLIC_PAGE_META = {
  '/': {
    title: `${BRAND} — Turn your website into an AI chatbot`,
    description:
      'SiteSage reads your website, sitemaps and documents and gives you an AI agent that answers visitors from your own content, with sources. Ready in minutes, one script tag to embed.',
  },
  '/about': {
    title: `About us — ${BRAND}`,
    description:
      'Why we build SiteSage, the values we work by and the people behind it: AI assistants that answer from what your business actually says.',
  },
  '/features': {
    title: `Features — ${BRAND}`,
    description:
      'Crawling that never stalls silently, hybrid semantic search, answers with source links, streaming replies in the visitor’s language, a tiny widget and full branding control.',
  },
  '/pricing': {
    title: `Pricing — ${BRAND}`,
    description:
      'Free, Basic, Pro and Enterprise plans for SiteSage AI chat agents, billed monthly or yearly in rupees. Yearly plans save two months.',
  },
  '/faqs': {
    title: `Frequently asked questions — ${BRAND}`,
    description:
      'Answers about SiteSage: how it learns from your site, which AI models it uses, languages, plans, security and getting started.',
  },
  '/legal': {
    title: `Legal — ${BRAND}`,
    description:
      'SiteSage privacy policy, data security, terms of service, user rights, delivery and refund policies.',
  },
  '/contact-us': {
    title: `Contact us — ${BRAND}`,
    description:
      'Write to the SiteSage support team or send a message with the contact form. We reply within one business day.',
  },
  '/troubleshoot': {
    title: `Troubleshooting — ${BRAND}`,
    description:
      'Step-by-step fixes for agent setup, training, the chat widget, conversations, integrations and billing in SiteSage.',
  },
  '/login': {
    title: `Sign in — ${BRAND}`,
    description: 'Sign in to SiteSage to manage your AI agents and read their conversations.',
  },
  '/forgot-password': {
    title: `Reset your password — ${BRAND}`,
    description: 'Reset your SiteSage password with a one-time code sent to your phone.',
  },
  '/register': {
    title: `Create your account — ${BRAND}`,
    description:
      'Create a free SiteSage account and have an AI agent answering from your website within minutes.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PUBLIC_PAGE_META;

const DEMO_META: PageMeta = {
  title: `Agent demo — ${BRAND}`,
  description: 'Try a SiteSage AI agent on its hosted demo page.',
};

const ADMIN_META: PageMeta = {
  title: `Admin — ${BRAND}`,
  description: 'Manage your SiteSage agents, training and conversations.',
};

/** The meta of the page at `pathname`; pages outside the table get the home page's. */
export function pageMetaFor(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  if (path in PUBLIC_PAGE_META) return PUBLIC_PAGE_META[path as PublicPath];
  if (path === '/demo' || path.startsWith('/demo/')) return DEMO_META;
  if (path === '/admin' || path.startsWith('/admin/')) return ADMIN_META;
  return PUBLIC_PAGE_META['/'];
}
