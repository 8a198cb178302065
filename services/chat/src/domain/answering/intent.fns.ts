import { asksForPerson } from './person-request.fns.js';
import { contentTerms } from './text-terms.fns.js';

/** What a visitor wants, as shown in the owner's conversation table (spec §3 Session intent). */
export type Intent = 'pricing' | 'purchase' | 'booking' | 'support' | 'complaint' | 'contact' | 'question';

export type Classification = { intent: Intent; escalate: boolean };

// Folded terms (see contentTerms) per intent, most specific first: the first intent with a match wins.
const intentTerms: ReadonlyArray<[Intent, readonly string[]]> = [
  [
    'complaint',
    [
      'complaint',
      'complain',
      'refund',
      'scam',
      'terrible',
      'awful',
      'worst',
      'angry',
      'disappointed',
      'unacceptable',
      'fraud',
    ],
  ],
  [
    'contact',
    ['human', 'person', 'representative', 'callback', 'call', 'phone', 'email', 'contact', 'speak', 'talk'],
  ],
  ['booking', ['book', 'booking', 'appointment', 'schedule', 'reservation', 'reserve', 'demo', 'meeting']],
  ['purchase', ['buy', 'purchase', 'order', 'subscribe', 'subscription', 'upgrade', 'checkout', 'quote']],
  [
    'pricing',
    [
      'price',
      'pricing',
      'cost',
      'fee',
      'charge',
      'plan',
      'discount',
      'cheap',
      'expensive',
      'rupee',
      'dollar',
    ],
  ],
  [
    'support',
    [
      'help',
      'problem',
      'issue',
      'error',
      'broken',
      'fix',
      'work',
      'login',
      'password',
      'reset',
      'bug',
      'troubleshoot',
      'crash',
    ],
  ],
];

// Asking for a person, or being upset, means the owner should look at this conversation soon.
const escalationTerms = new Set([
  'human',
  'representative',
  'manager',
  'callback',
  'urgent',
  'complaint',
  'refund',
  'lawyer',
  'scam',
  'fraud',
  'angry',
  'unacceptable',
]);
const escalationPhrases = [
  /\breal (?:person|human)\b/i,
  /\b(?:talk|speak) to (?:a |an |your )?(?:person|human|someone|agent|staff)\b/i,
  /\bcall me\b/i,
];

const folded = (words: readonly string[]) => new Set(contentTerms(words.join(' ')));
const intentSets = intentTerms.map(([intent, words]) => [intent, folded(words)] as const);
const escalationSet = folded([...escalationTerms]);

/**
 * A rule-based reading of one visitor message: cheap, offline and predictable, so it runs on every
 * message whether or not a language model is configured. English keywords only; other languages
 * come out as 'question', which is honest rather than wrong.
 */
export function classifyMessage(text: string): Classification {
  const terms = contentTerms(text);
  const found = intentSets.find(([, words]) => terms.some((term) => words.has(term)))?.[0];
  // Asking for a person, in any words, needs the owner: a plain question becomes a contact request.
  const person = asksForPerson(text);
  const intent = found ?? (person ? 'contact' : 'question');
  const escalate =
    person ||
    terms.some((term) => escalationSet.has(term)) ||
    escalationPhrases.some((phrase) => phrase.test(text));
  return { intent, escalate };
}
