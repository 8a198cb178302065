/** How well one kind of tool covers one capability. */
export type ComparisonMark = 'yes' | 'partial' | 'no';

export type ComparisonRow = {
  capability: string;
  /** One mark per column of `COMPARISON_COLUMNS`, in the same order. */
  marks: readonly ComparisonMark[];
};

// Categories, not named products: the table describes what each kind of tool typically does, so
// it makes no claim about any company's product.
export const COMPARISON_COLUMNS = [
  'SiteSage',
  'Generic chat widgets',
  'Rule-based FAQ bots',
  'Live chat tools',
] as const;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { capability: 'Semantic search over your own content', marks: ['yes', 'no', 'no', 'no'] },
  { capability: 'Context awareness across earlier messages', marks: ['yes', 'no', 'no', 'partial'] },
  { capability: 'Multichannel: website', marks: ['yes', 'yes', 'yes', 'yes'] },
  { capability: 'Multichannel: API', marks: ['yes', 'no', 'partial', 'partial'] },
  { capability: 'Multichannel: WhatsApp', marks: ['yes', 'no', 'partial', 'partial'] },
  {
    capability: 'Customization of look, welcome message and quick questions',
    marks: ['yes', 'partial', 'yes', 'partial'],
  },
];

// The symbol is for the eye; the word is what assistive technology reads. Colours stay within
// primary and base-content, which keep at least 3:1 against the page in every theme.
export const COMPARISON_MARKS: Readonly<
  Record<ComparisonMark, { symbol: string; text: string; className: string }>
> = {
  yes: { symbol: '✓', text: 'Yes', className: 'text-primary' },
  partial: { symbol: '◐', text: 'Partly', className: 'text-base-content/80' },
  no: { symbol: '✗', text: 'No', className: 'text-base-content/70' },
};
