import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LegalSection, LegalTimeline } from './legal.types';

/** When this version of the policies took effect (ISO date). */
export const LEGAL_EFFECTIVE_DATE = '2026-11-22';

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link link-primary">
      {children}
    </Link>
  );
}

const CONTACT_PAGE = <PageLink to="/contact-us">Contact page</PageLink>;

// The commitments of spec §9, stated once and shown wherever a section needs them.
const ACTIVATION: LegalTimeline = {
  what: 'Paid plan activation',
  when: '24-48 hours',
  detail:
    'After a verified payment. Most upgrades take effect within moments, and the plan badge in your admin area shows the new plan as soon as it is active.',
};
const ENTERPRISE_CUSTOMISATION: LegalTimeline = {
  what: 'Enterprise customisation',
  when: '7-14 business days',
  detail: 'From the day we agree the scope of the work with you in writing.',
};
const CONSULTING: LegalTimeline = {
  what: 'Consulting sessions',
  when: '3-5 business days',
  detail: 'From your request until your session is scheduled.',
};
const FAILED_TRANSACTION_REFUND: LegalTimeline = {
  what: 'Failed transactions',
  when: '5-7 business days',
  detail: 'Money left your account but the payment did not go through.',
};
const DUPLICATE_PAYMENT_REFUND: LegalTimeline = {
  what: 'Duplicate payments',
  when: '7-10 business days',
  detail: 'You were charged more than once for the same plan and period.',
};
const CANCELLATION_REFUND: LegalTimeline = {
  what: 'Cancellations',
  when: '30 days',
  detail: 'A subscription is cancelled, by you or by SiteSage, and a refund is due on it.',
};

/** The /legal page, section by section (spec §2 fragments, spec §9 timelines). */
export const LEGAL_SECTIONS: readonly LegalSection[] = [
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This policy explains what SiteSage collects, why, who else handles it and the choices you have. "Owner" means a person or business with a SiteSage account; "visitor" means someone who chats with an owner\'s agent on the owner\'s website or demo page.',
      },
      { kind: 'heading', text: 'What we collect from owners' },
      {
        kind: 'list',
        items: [
          'Account details: your full name, email address, phone number, password and, if you add one, a profile picture. Passwords are stored only as salted scrypt hashes, never as text.',
          'Sign-up codes: to confirm your phone number we send a one-time code by SMS. Your number goes to our SMS provider for delivery; we keep the code only in hashed form and it expires after 10 minutes.',
          'Your agents: their names, welcome messages, quick questions, colours and the website address each was created from.',
          'Training content: the pages our crawler reads from the websites and sitemaps you add, and the files you upload. We keep the text, split into passages and indexed for search, and the uploaded files so you can download them again.',
          'Plan and billing: your plan, billing cycle and the payment references Razorpay returns to us. Your card number, UPI PIN and bank credentials go to Razorpay directly; we never see or store them.',
          'Messages to our support team: the name, email address and message you send us.',
          'Your email notification preferences.',
        ],
      },
      { kind: 'heading', text: 'What we collect from visitors on behalf of owners' },
      {
        kind: 'list',
        items: [
          "The conversation: the visitor's questions, the agent's replies and when each was sent.",
          'Contact details, only when the owner turns on "Require User Details Before Chat": name, email address and phone number.',
          'Details of the chat session: browser and operating system, language, screen size, time zone, connection type, the page the chat was opened on and the page that linked to it.',
          "The visitor's network address, used to limit how many messages can be sent each minute so that one visitor cannot overwhelm an agent.",
        ],
      },
      { kind: 'heading', text: 'How we use it' },
      {
        kind: 'list',
        items: [
          'To run the service: signing you in, crawling and indexing your content, answering your visitors and showing you their conversations.',
          'To bill paid plans and handle refunds.',
          'To keep SiteSage secure and available: rate limits, abuse detection and investigating faults.',
          'To answer you when you write to us.',
        ],
      },
      {
        kind: 'paragraph',
        text: "We do not sell personal data and we do not use it for advertising. One owner's content is never used to answer another owner's visitors: every search is limited to the one agent being asked.",
      },
      { kind: 'heading', text: 'AI providers' },
      {
        kind: 'paragraph',
        text: "Out of the box, SiteSage writes answers with its built-in answerer, which quotes the best-matching sentences of your content, and computes its search index on our own servers. A SiteSage deployment can instead be configured to use an AI provider: OpenAI, Anthropic, Google Gemini or an OpenAI-compatible server. When it is, the visitor's question, the earlier turns of the conversation and the passages of your content that match it are sent to that provider to write the reply, and the text of your content may be sent to it to build the search index. A provider receives only what each request needs.",
      },
      { kind: 'heading', text: 'Who else handles data' },
      {
        kind: 'list',
        items: [
          'The companies that host our servers and databases.',
          'Our SMS provider, which receives your phone number and the one-time code it delivers.',
          'Razorpay, which processes payments; its own privacy policy covers what you give it in its payment window.',
          'The AI provider the deployment is configured with, as described above.',
          "Meta's WhatsApp Business Platform, if you connect WhatsApp to an agent: messages exchanged with that number pass through it.",
          'Public authorities, when the law requires us to disclose information.',
        ],
      },
      { kind: 'heading', text: 'Cookies and browser storage' },
      {
        kind: 'paragraph',
        text: "We use no advertising or tracking cookies. The site keeps only what it needs to work: a security cookie that protects your account against forged requests, your sign-in token and theme choice in your browser's local storage and, in a visitor's browser, the id of their chat session with each agent so the conversation continues when they return. Nothing else about the visitor is stored there, and the chat's 'Start Again' button removes it.",
      },
      { kind: 'heading', text: 'How long we keep it' },
      {
        kind: 'paragraph',
        text: 'Account details are kept while your account is open. Training content, conversations and agent settings are kept until you delete them: deleting an agent deletes its training sets, sources, uploaded files, search index, sessions and messages. Support messages are kept for as long as we need to handle your request, and billing records for as long as tax and accounting law requires.',
      },
      { kind: 'heading', text: 'Who decides about visitor data' },
      {
        kind: 'paragraph',
        text: "The owner decides why and how their agent collects visitors' data; SiteSage processes it on the owner's behalf. Owners are responsible for telling their visitors about the chat in their own privacy notice and for having a lawful reason to ask for the details they collect.",
      },
      { kind: 'heading', text: 'Changes to this policy' },
      {
        kind: 'paragraph',
        text: 'When we change this policy we publish the new version here with a new effective date. If a change affects how your data is used, we tell account holders before it takes effect.',
      },
    ],
  },
  {
    id: 'data-security',
    title: 'Data Security',
    blocks: [
      {
        kind: 'paragraph',
        text: "SiteSage holds your content and your visitors' conversations, so security is part of how it is built. These are the protections in place today.",
      },
      {
        kind: 'list',
        items: [
          'Encryption in transit: the website, the API and the chat are served over HTTPS.',
          'Passwords are stored as salted scrypt hashes, and commonly used passwords are refused.',
          'Sign-in: one-time codes work once, expire after 10 minutes and stop working after five wrong tries. Repeated failed sign-ins are slowed down and then locked. Signing out ends your session at once, and changing your password signs out every other session.',
          'Separation between customers: every training set, source and conversation belongs to one agent of one owner. Searches never cross agents, and another owner\'s data is answered as "not found".',
          "The chat can be shown only on SiteSage and on the agent's own website and its subdomains, so another site cannot frame your agent as its own.",
          'A careful crawler: it obeys robots.txt and noindex, visits only public addresses (never private, loopback or cloud metadata addresses), checks every redirect again and limits how long and how much it reads.',
          'Uploaded files are recognised by their content rather than their name and read in an isolated worker with time and memory limits.',
          'Limits against abuse: messages per visitor and per agent each minute, and a monthly conversation allowance per plan.',
          'Request protection: anti-forgery tokens on every change, a strict Content Security Policy and other security headers.',
          "Logs never contain passwords, one-time codes, sign-in tokens, provider keys or visitors' personal details: they are removed before a line is written.",
        ],
      },
      { kind: 'heading', text: 'Payments' },
      {
        kind: 'paragraph',
        text: "Payments are handled by Razorpay, a PCI DSS compliant payment gateway. Card and bank details are entered in Razorpay's own window and never reach SiteSage's servers.",
      },
      { kind: 'heading', text: 'Reporting a vulnerability' },
      {
        kind: 'paragraph',
        text: (
          <>
            If you believe you have found a security problem, tell us through the {CONTACT_PAGE} with enough
            detail to reproduce it. We investigate every report, and we will not take action against research
            done in good faith that avoids harm to our customers and their data.
          </>
        ),
      },
      { kind: 'heading', text: 'If something goes wrong' },
      {
        kind: 'paragraph',
        text: 'If a security incident affects your data, we tell you without undue delay, explain what happened and what we are doing about it, and notify the authorities where the law requires.',
      },
    ],
  },
  {
    id: 'terms-of-service',
    title: 'Terms of Service',
    blocks: [
      {
        kind: 'paragraph',
        text: 'These terms are the agreement between you and SiteSage for the use of this website and the SiteSage service. By creating an account or using the service you accept them. You must be at least 18 years old and, if you sign up for a business, allowed to accept them on its behalf.',
      },
      { kind: 'heading', text: 'The service' },
      {
        kind: 'paragraph',
        text: 'SiteSage lets you create AI chat agents that learn from your website, sitemaps, pages and documents, answer your visitors on your site or on a hosted demo page, and keep their conversations for you to review. Each plan (Free, Basic, Pro and Enterprise) has its own limits on agents, training sets and conversations a month, shown on the Pricing page and in your account.',
      },
      { kind: 'heading', text: 'Your account' },
      {
        kind: 'list',
        items: [
          'Give accurate details, including a phone number you can receive a one-time code on.',
          'Keep your password secret. You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
        ],
      },
      { kind: 'heading', text: 'Your content' },
      {
        kind: 'list',
        items: [
          'You keep ownership of the content you give SiteSage. You allow us to store, crawl, process and index it, and to send it to the AI provider the service is configured with, only to provide the service to you.',
          'Add only websites and files that you own or are allowed to use, and do not train agents on personal data they do not need to answer visitors.',
          'If you collect details from visitors, tell them so and use the details lawfully.',
        ],
      },
      { kind: 'heading', text: 'Acceptable use' },
      {
        kind: 'list',
        items: [
          'Do not use SiteSage for anything unlawful, deceptive or harmful, or to impersonate a person or business.',
          "Do not try to get around its limits or security, reach other customers' data, or overload it.",
          'Do not use an agent or an integration to send spam.',
          'Do not resell the service without a written agreement with us.',
        ],
      },
      { kind: 'heading', text: 'Answers written by AI' },
      {
        kind: 'paragraph',
        text: "Agents answer from your content and are built to say so when it holds no answer, but AI can still be wrong or out of date. Review your agents' conversations, keep your content current, and do not present an agent's answers as professional legal, medical or financial advice. You are responsible for the answers given on your website.",
      },
      { kind: 'heading', text: 'Fees, activation and delivery' },
      {
        kind: 'list',
        items: [
          'Prices are in Indian rupees and shown on the Pricing page. Paid plans are billed in advance, monthly or yearly, through Razorpay, and renew until cancelled. Applicable taxes are added where the law requires.',
          `Paid plans are activated within ${ACTIVATION.when} of a verified payment.`,
          `Enterprise customisation is delivered within ${ENTERPRISE_CUSTOMISATION.when} of agreeing its scope, and consulting sessions are scheduled within ${CONSULTING.when} of your request.`,
          <>
            Refunds follow the <PageLink to="#refund-policy">Refund Policy</PageLink>.
          </>,
        ],
      },
      { kind: 'heading', text: 'Cancelling and ending the service' },
      {
        kind: 'paragraph',
        text: 'You can cancel a paid plan at any time from the Plan page of your account; your account then moves to the Free plan and its limits apply. We may suspend or close an account that breaks these terms, is not paid for or puts the service or other customers at risk; where we can, we warn you first and give you time to fix the problem.',
      },
      { kind: 'heading', text: 'Availability and changes' },
      {
        kind: 'paragraph',
        text: 'We work to keep SiteSage running at all times but cannot promise it will never be interrupted, for example during maintenance. We may improve or change features; if a change removes something you pay for, we tell you in advance. Service levels for Enterprise customers are set in their own agreement.',
      },
      { kind: 'heading', text: 'Liability' },
      {
        kind: 'paragraph',
        text: 'To the extent the law allows, SiteSage is provided "as is", we are not liable for indirect or consequential losses such as lost profits or data, and our total liability for any claim is limited to the fees you paid us in the 12 months before it arose.',
      },
      { kind: 'heading', text: 'Law and changes to these terms' },
      {
        kind: 'paragraph',
        text: 'These terms are governed by the laws of India. We publish changes here with a new effective date and tell account holders before a significant change takes effect; continuing to use SiteSage after that means you accept the new terms.',
      },
    ],
  },
  {
    id: 'user-rights',
    title: 'User Rights',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Wherever you live, you have these rights over your personal data at SiteSage. Most of them you can use yourself in the admin area; for the rest, write to us.',
      },
      {
        kind: 'list',
        items: [
          'Access: see your profile, agents, training sets, sources and conversations in your account, or ask us for a copy of the personal data we hold about you.',
          "Correction: change your name, email and phone on your profile, and your agents' settings on their Customize page.",
          'Deletion: delete sources, training sets and agents at any time, or ask us to delete your whole account.',
          'Portability: download the files you uploaded from their training set, or ask us for your data in a machine-readable format.',
          'Choice: turn email notifications on or off on your profile.',
          'Complaint: if you are unhappy with how we handled your data, you can complain to the data protection authority where you live.',
        ],
      },
      { kind: 'heading', text: 'If you chatted with an agent' },
      {
        kind: 'paragraph',
        text: "Your conversation belongs to the website you chatted on, so ask that website's owner first. If you cannot reach them, write to us and we will help. You can start a fresh conversation, and remove the stored session from your browser, with the chat's 'Start Again' button.",
      },
      { kind: 'heading', text: 'How we handle requests' },
      {
        kind: 'paragraph',
        text: "We check that a request really comes from you — for example from your account's email address — before acting on it. Requests are free, and we answer them as soon as we can and within the time the law allows.",
      },
    ],
  },
  {
    id: 'shipping-delivery',
    title: 'Shipping & Delivery',
    blocks: [
      {
        kind: 'paragraph',
        text: 'SiteSage is a digital service delivered online. Nothing is shipped to you: there are no physical goods and no delivery charges. You use the service in your browser, in the admin area of this website, and your agents reach your visitors through the embed code or the hosted demo page.',
      },
      {
        kind: 'timelines',
        caption: 'When each part of the service is delivered',
        rows: [
          {
            what: 'Account and Free plan',
            when: 'Immediately',
            detail: 'Once you confirm your phone number with the one-time code.',
          },
          ACTIVATION,
          ENTERPRISE_CUSTOMISATION,
          CONSULTING,
        ],
      },
      {
        kind: 'paragraph',
        text: (
          <>
            If a paid plan is not active 48 hours after your payment, write to us through the {CONTACT_PAGE}{' '}
            with the payment ID from Razorpay&apos;s receipt and we will sort it out.
          </>
        ),
      },
    ],
  },
  {
    id: 'refund-policy',
    title: 'Refund Policy',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every refund goes back to the original payment method — the card, UPI account, net banking account or wallet you paid with. We cannot send a refund anywhere else.',
      },
      {
        kind: 'timelines',
        caption: 'How long a refund takes',
        rows: [FAILED_TRANSACTION_REFUND, DUPLICATE_PAYMENT_REFUND, CANCELLATION_REFUND],
      },
      { kind: 'heading', text: 'Failed transactions' },
      {
        kind: 'paragraph',
        text: `If money was taken but the payment failed — for example you saw 'Payment failed' after paying — the amount is refunded within ${FAILED_TRANSACTION_REFUND.when}. Most such payments are reversed automatically; if yours is not, tell us.`,
      },
      { kind: 'heading', text: 'Duplicate payments' },
      {
        kind: 'paragraph',
        text: `If you were charged twice for the same plan and period, we refund the extra payment within ${DUPLICATE_PAYMENT_REFUND.when} of confirming it.`,
      },
      { kind: 'heading', text: 'Cancellations' },
      {
        kind: 'paragraph',
        text: `When a paid subscription is cancelled — by you from the Plan page, or by SiteSage, for example if we withdraw a plan — any refund due on it is made within ${CANCELLATION_REFUND.when}.`,
      },
      { kind: 'heading', text: 'How to ask for a refund' },
      {
        kind: 'paragraph',
        text: (
          <>
            Write to us through the {CONTACT_PAGE} with the email address or phone number of your account and
            the Razorpay payment ID, date and amount of each payment concerned. The Free plan costs nothing,
            so there is nothing to refund on it.
          </>
        ),
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    blocks: [
      {
        kind: 'paragraph',
        text: (
          <>
            For questions about these policies, a privacy request or a payment problem, send us a message from
            the {CONTACT_PAGE}.
          </>
        ),
      },
      { kind: 'support-channels', lead: 'You can also write to us directly:' },
      {
        kind: 'paragraph',
        text: 'For a payment, include its Razorpay payment ID. SiteSage will never ask you for your password, a one-time code or your card details.',
      },
    ],
  },
];
