/**
 * Visitor questions about the fixture shop (`startFixtureSite()` with its default 240 content
 * pages), each with the path of the page that holds the answer. Written the way people type into a
 * chat box — loose wording, other word forms, no copied sentences — so a retrieval change that only
 * works for exact phrasing shows up as a lower hit rate. Shared with the chat service's tests.
 */
export type RetrievalQuestion = { question: string; answerPath: string };

/**
 * Questions that share no word with the page that answers them ("founded" for "started in 1998"):
 * only a semantic embedder can find those pages, so the built-in hashing embedder is not held to
 * them (its hit rate on them is printed, not asserted). A configured provider should find them.
 */
export const paraphraseOnlyQuestions: readonly RetrievalQuestion[] = [
  { question: 'How do I send back something I bought online?', answerPath: '/help/returns' },
  { question: 'Can I order from outside the US?', answerPath: '/help/faq' },
  { question: 'When was the store founded?', answerPath: '/about' },
];

/** Questions that share at least one word (in some form) with their answer page. */
export const retrievalQuestions: readonly RetrievalQuestion[] = [
  // Help centre: shipping
  { question: 'Do you charge for shipping on big orders?', answerPath: '/help/shipping' },
  { question: 'How long does standard delivery usually take?', answerPath: '/help/shipping' },
  { question: 'what does overnight shipping cost', answerPath: '/help/shipping' },
  { question: 'I need my gear fast — is there an expedited option?', answerPath: '/help/shipping' },
  // Help centre: returns
  { question: "What's your return policy?", answerPath: '/help/returns' },
  { question: 'Will I get my money back if the gear is unused?', answerPath: '/help/returns' },
  // Help centre: FAQ
  { question: 'Do you ship to Canada?', answerPath: '/help/faq' },
  { question: 'Is it possible to rent a tent for a weekend?', answerPath: '/help/faq' },
  { question: 'Do you sell my data or track me with cookies?', answerPath: '/help/faq' },
  // Help centre: warranty
  { question: 'What kind of warranty comes with your products?', answerPath: '/help/warranty' },
  { question: 'My zip broke after a month, how do I make a warranty claim?', answerPath: '/help/warranty' },
  // Help centre: contact
  { question: "What's the shop's phone number?", answerPath: '/help/contact' },
  { question: 'Is there an email address I can write to?', answerPath: '/help/contact' },
  { question: 'Are you open at the weekend?', answerPath: '/help/contact' },
  // Help centre: gear care
  { question: 'How should I store my tent so it does not go mouldy?', answerPath: '/help/gear-care' },
  { question: 'What soap is safe for washing my gear?', answerPath: '/help/gear-care' },
  { question: 'How often do I need to re-proof the fly?', answerPath: '/help/gear-care' },
  // The shop and its events
  { question: 'Are there free workshops I can join?', answerPath: '/events' },
  { question: 'Can I learn map reading with you?', answerPath: '/events' },
  // Products
  { question: 'How much is the Cedar Down Sleeping Bag?', answerPath: '/products/cedar-down-sleeping-bag' },
  { question: 'What does the Granite Camp Stove weigh?', answerPath: '/products/granite-camp-stove' },
  {
    question: 'what are the northwind trekking poles made of',
    answerPath: '/products/northwind-trekking-poles',
  },
  { question: 'Price of the Summit Daypack 28L?', answerPath: '/products/summit-daypack-28l' },
  { question: 'How heavy is the Glacier two person tent?', answerPath: '/products/glacier-two-person-tent' },
  { question: 'Tell me about the Aspen rain shell jacket', answerPath: '/products/aspen-rain-shell-jacket' },
  { question: 'Is the Basecamp water filter any good?', answerPath: '/products/basecamp-water-filter' },
  // Guides
  {
    question: 'How do I pick the right size of hiking boots?',
    answerPath: '/guides/fitting-and-sizing-your-hiking-boots',
  },
  { question: 'Any tips for repairing a sleeping pad?', answerPath: '/guides/sleeping-pad-care-and-repair' },
  {
    question: 'When is it time to upgrade my trail runners?',
    answerPath: '/guides/when-to-upgrade-your-trail-runners',
  },
  {
    question: 'What mistakes do people make with a hammock?',
    answerPath: '/guides/hammock-mistakes-to-avoid',
  },
  {
    question: 'I want to buy a headlamp, what should I look for?',
    answerPath: '/guides/buying-guide-headlamp',
  },
  // Trail journal and archive
  {
    question: 'Have you written about snowshoeing at Eagle Lake in winter?',
    answerPath: '/blog/winter-snowshoeing-at-eagle-lake',
  },
  {
    question: 'Is there a trail report for Silver Falls?',
    answerPath: '/archive/trail-report-2019-silver-falls',
  },
];
