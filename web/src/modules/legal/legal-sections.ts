import { legalBlocks } from './legal-blocks.fns';
import type { LegalSection, LegalTimeline } from './legal.types';
import contact from './sections/contact.md?raw';
import dataSecurity from './sections/data-security.md?raw';
import privacyPolicy from './sections/privacy-policy.md?raw';
import refundPolicy from './sections/refund-policy.md?raw';
import shippingDelivery from './sections/shipping-delivery.md?raw';
import termsOfService from './sections/terms-of-service.md?raw';
import userRights from './sections/user-rights.md?raw';

/** When this version of the policies took effect (ISO date). */
export const LEGAL_EFFECTIVE_DATE = '2026-11-22';

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

/** What `{{name}}` stands for in the sections' text: each time span is stated once, above. */
const SPANS = {
  activation: ACTIVATION.when,
  'enterprise-customisation': ENTERPRISE_CUSTOMISATION.when,
  consulting: CONSULTING.when,
  'failed-transactions': FAILED_TRANSACTION_REFUND.when,
  'duplicate-payments': DUPLICATE_PAYMENT_REFUND.when,
  cancellations: CANCELLATION_REFUND.when,
};

/**
 * The /legal page, section by section (spec §2 fragments, spec §9 timelines). The text is Markdown
 * in sections/ (one file a section); a line `{{timelines}}` or `{{support-channels}}` places the
 * section's table or support links.
 */
export const LEGAL_SECTIONS: readonly LegalSection[] = [
  { id: 'privacy-policy', title: 'Privacy Policy', blocks: legalBlocks(privacyPolicy, SPANS) },
  { id: 'data-security', title: 'Data Security', blocks: legalBlocks(dataSecurity, SPANS) },
  { id: 'terms-of-service', title: 'Terms of Service', blocks: legalBlocks(termsOfService, SPANS) },
  { id: 'user-rights', title: 'User Rights', blocks: legalBlocks(userRights, SPANS) },
  {
    id: 'shipping-delivery',
    title: 'Shipping & Delivery',
    blocks: legalBlocks(shippingDelivery, SPANS, {
      timelines: {
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
    }),
  },
  {
    id: 'refund-policy',
    title: 'Refund Policy',
    blocks: legalBlocks(refundPolicy, SPANS, {
      timelines: {
        kind: 'timelines',
        caption: 'How long a refund takes',
        rows: [FAILED_TRANSACTION_REFUND, DUPLICATE_PAYMENT_REFUND, CANCELLATION_REFUND],
      },
    }),
  },
  {
    id: 'contact',
    title: 'Contact',
    blocks: legalBlocks(contact, SPANS, {
      'support-channels': { kind: 'support-channels', lead: 'You can also write to us directly:' },
    }),
  },
];
