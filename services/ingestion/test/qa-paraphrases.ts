/**
 * The calibration set of the Q&A thresholds (src/domain/qa/question-similarity.fns.ts): questions
 * an owner might write, each with a visitor's paraphrase and with a different question about the
 * same business that must not take its answer.
 */
export const paraphrases: ReadonlyArray<readonly [owner: string, visitor: string]> = [
  ['Do you deliver to Pune?', 'Can you ship my order to Pune?'],
  ['Do you deliver to Pune?', 'Is delivery available in Pune?'],
  ['What are your opening hours?', 'When are you open?'],
  ['What are your opening hours?', 'What time do you open on weekdays?'],
  ['How do I get a refund?', 'Can I get my money back?'],
  ['How do I get a refund?', 'What is your refund process?'],
  ['Is there parking near the cafe?', 'Where can I park my car when I visit?'],
  ['Do you have vegan options?', 'Is there anything on the menu for vegans?'],
  ['Do you offer gift cards?', 'Can I buy a gift voucher?'],
  ['Can I bring my dog?', 'Are pets allowed inside?'],
  ['How much does the pro plan cost?', "What's the price of the Pro plan?"],
  ['Do you accept credit cards?', 'Can I pay by card?'],
];

export const nearMisses: ReadonlyArray<readonly [owner: string, visitor: string]> = [
  ['What are your opening hours?', 'Where are you located?'],
  ['How do I get a refund?', 'How long does delivery take?'],
  ['Do you deliver to Pune?', 'Do you have a store in Pune?'],
  ['Do you deliver to Pune?', 'What is the weather in Pune?'],
  ['Is there parking near the cafe?', 'Do you have wifi?'],
  ['Do you have vegan options?', 'Do you serve coffee?'],
  ['Do you offer gift cards?', 'Do you accept credit cards?'],
  ['Can I bring my dog?', 'Can I bring my own food?'],
  ['How much does the pro plan cost?', 'How do I cancel my plan?'],
  ['Do you accept credit cards?', 'How do I get a refund?'],
  ['What are your opening hours?', 'Are you open on public holidays?'],
  ['Do you deliver to Pune?', 'Do you deliver to Mumbai?'],
];
