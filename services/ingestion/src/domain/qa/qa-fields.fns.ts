import { AppError } from '@sitesage/errors';

/**
 * Caps on what an owner writes, enforced here whatever the browser says: a question is a
 * visitor's question (a sentence or two), an answer a short reply rather than a page, and a set
 * small enough to be compared in full on every visitor question.
 */
export const qaLimits = {
  questionChars: 300,
  answerChars: 2_000,
  pairsPerSet: 500,
  /** A CSV import: its text, and its rows besides the header. */
  csvChars: 1_000_000,
  csvRows: 500,
} as const;

export const qaMessages = {
  pairNotFound: 'Question not found',
  notQaSet: 'This training set does not hold questions and answers',
  duplicate: 'This set already answers that question',
  setFull: `A Q&A set holds at most ${String(qaLimits.pairsPerSet)} questions`,
} as const;

/** The question as compared for duplicates: no case, single spaces. */
export const questionKey = (question: string) => question.replace(/\s+/g, ' ').trim().toLowerCase();

const tidy = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** A question and answer as the owner wrote them, checked; `where` prefixes the field names (a CSV row). */
export function parseQaPair(
  input: { question: string; answer: string },
  where = '',
): { question: string; answer: string; questionKey: string } {
  const question = input.question.replace(/\s+/g, ' ').trim();
  const answer = tidy(input.answer);
  const field = (name: string) => (where ? `${where}.${name}` : name);
  const label = where ? `${where.replace(/^row/, 'Row ')}: ` : '';
  if (!question) throw AppError.invalid(field('question'), `${label}Question is required`);
  if (question.length > qaLimits.questionChars) {
    throw AppError.invalid(
      field('question'),
      `${label}Question must be at most ${String(qaLimits.questionChars)} characters`,
    );
  }
  if (!answer) throw AppError.invalid(field('answer'), `${label}Answer is required`);
  if (answer.length > qaLimits.answerChars) {
    throw AppError.invalid(
      field('answer'),
      `${label}Answer must be at most ${String(qaLimits.answerChars)} characters`,
    );
  }
  return { question, answer, questionKey: questionKey(question) };
}
