import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * "Is this password one that attackers try first?" The list is zxcvbn's common-password
 * dictionary (about 49,000 passwords seen most often in breaches, lower case, most frequent first).
 * On top of exact matches we refuse the obvious families that lists miss: a listed word behind a
 * short digit or symbol suffix (password2024!), leetspeak spellings (p@55w0rd), one repeated
 * character or short unit (aaaaaa, 121212), runs (456789, abcdef) and keyboard walks (1qaz2wsx).
 */
const commonPasswords = new Set<string>(dictionary.passwords);

// The most frequent part of the list: a word from here with a few digits or symbols appended is
// still among the first guesses of any cracking tool.
const topWords = new Set<string>(dictionary.passwords.slice(0, 10_000).filter((word) => word.length >= 4));

// Words tied to this product that a breach list cannot know.
const productWords = [
  'sitesage',
  'site sage',
  'sitesage.ai',
  'chatbot',
  'chat bot',
  'aichatbot',
  'mychatbot',
];
for (const word of productWords) {
  commonPasswords.add(word);
  topWords.add(word);
}

const keyboardRows = [
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  'qazwsxedcrfvtgbyhnujmikolp',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7,ki8.lo9/;p0',
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
];
const walks = keyboardRows.flatMap((row) => [row, Array.from(row).reverse().join('')]);

const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '2': 'z',
};

function unleet(word: string): string {
  return Array.from(word, (ch) => leet[ch] ?? ch).join('');
}

/** True when the whole password is one short unit repeated (aaaaaa, 121212, abcabc, 19871987). */
function isRepetition(word: string): boolean {
  for (let unit = 1; unit <= 4 && unit * 2 <= word.length; unit += 1) {
    if (word.length % unit === 0 && word.slice(0, unit).repeat(word.length / unit) === word) return true;
  }
  return false;
}

/** True when each character follows the previous one by the same step of ±1 (123456, fedcba). */
function isRun(word: string): boolean {
  const codes = Array.from(word, (ch) => ch.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step);
}

function isKeyboardWalk(word: string): boolean {
  return walks.some((walk) => walk.includes(word));
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const candidates = new Set([lower, unleet(lower), lower.replace(/\s+/g, '')]);
  for (const candidate of candidates) {
    if (
      commonPasswords.has(candidate) ||
      isRepetition(candidate) ||
      isRun(candidate) ||
      isKeyboardWalk(candidate)
    ) {
      return true;
    }
    // A listed word with up to four digits or symbols around it: password1!, 123qwerty, admin@2024.
    const core = candidate.replace(/^[\d\W_]{1,4}/, '').replace(/[\d\W_]{1,4}$/, '');
    if (
      core !== candidate &&
      (topWords.has(core) || isRepetition(core) || (core.length >= 4 && isKeyboardWalk(core)))
    ) {
      return true;
    }
  }
  return false;
}

/** How many passwords the dictionary holds (for tests and the report). */
export const commonPasswordCount = commonPasswords.size;
