import type { HelpQuestion } from './troubleshoot.types';

const QUESTION = /^### (.+)$/;

/**
 * A topic's questions from its Markdown file: each `### ` line is a question, and what follows it
 * up to the next one is its steps (a numbered list).
 */
export function helpQuestions(markdown: string): HelpQuestion[] {
  const questions: { question: string; lines: string[] }[] = [];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const question = QUESTION.exec(line)?.[1];
    if (question !== undefined) questions.push({ question: question.trim(), lines: [] });
    else questions.at(-1)?.lines.push(line);
  }
  return questions.map(({ question, lines }) => ({ question, steps: lines.join('\n').trim() }));
}
