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

/** What a line `{{name}}` of a section's Markdown places between its paragraphs. */
export type LegalInsert =
  | { kind: 'timelines'; caption: string; rows: readonly LegalTimeline[] }
  /** The support email and WhatsApp links as the server configures them; `lead` introduces them. */
  | { kind: 'support-channels'; lead: string };

/** A run of the section's Markdown text (paragraphs, ### headings, lists), or an insert. */
export type LegalBlock = { kind: 'markdown'; text: string } | LegalInsert;

export type LegalSection = {
  id: LegalSectionId;
  /** Also the menu label. */
  title: string;
  blocks: readonly LegalBlock[];
};
