/** Shown beside the sign-up form, one at a time. Written for SiteSage. */
export const QUOTES = [
  'Every question your website answers on its own is a customer who did not have to wait.',
  'Visitors rarely read the FAQ page. They ask. Give them something that answers.',
  'An assistant is only as good as what it knows. Trained on your own pages, it speaks for your business — not for the whole internet.',
  'Good support is not about replying faster than a person could. It is about no visitor going unanswered at two in the morning.',
  'Let the assistant take the questions you answer fifty times a day, so your team has time for the ones that need a person.',
  'The most trustworthy answer a bot can give is sometimes: "I don’t know — let me put you in touch with the team."',
] as const;
