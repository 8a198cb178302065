import type { ReactNode } from 'react';

/** The fragments of /legal (spec §2), in menu order. */
export const LEGAL_SECTION_IDS = [
  'privacy-policy',
  'data-security',
  'terms-of-service',
  'user-rights',
  'shipping-delivery',
  'refund-policy',
  'contact',
] as const;

export type LegalSectionId = (typeof LEGAL_SECTION_IDS)[number];

/** One promised time span, e.g. "Duplicate payments" → "7-10 business days". */
export type LegalTimeline = { what: string; when: string; detail: string };

export type LegalBlock =
  | { kind: 'paragraph'; text: ReactNode }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly ReactNode[] }
  | { kind: 'timelines'; caption: string; rows: readonly LegalTimeline[] }
  /** The support email and WhatsApp links as the server configures them; `lead` introduces them. */
  | { kind: 'support-channels'; lead: string };

export type LegalSection = {
  id: LegalSectionId;
  /** Also the menu label. */
  title: string;
  blocks: readonly LegalBlock[];
};
