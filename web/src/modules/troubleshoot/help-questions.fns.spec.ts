import { describe, expect, it } from 'vitest';
import { helpQuestions } from './help-questions.fns';

describe('helpQuestions', () => {
  it('takes each ### line as a question and what follows as its steps', () => {
    const markdown = '### First?\n\n1. One\n2. Two\n\n### Second?\r\n\r\n1. Only\n';
    expect(helpQuestions(markdown)).toEqual([
      { question: 'First?', steps: '1. One\n2. Two' },
      { question: 'Second?', steps: '1. Only' },
    ]);
  });
});
