import { describe, expect, it } from 'vitest';
import { maxHolders, termPassedOver } from './passed-over-terms.fns.js';

const units = [
  { text: 'Self-hosting documentation covers setup and configuration.' },
  { text: 'Self-hosted deployments get community support.' },
  { text: 'You cannot use MySQL, SQLite, or other databases.' },
  { text: 'Documenso uses PostgreSQL for all data storage.' },
];

describe('the question word an answer passes over', () => {
  it('is one a few of the passages hold and the answer does not say', () => {
    expect(termPassedOver('can i self host it with mysql?', units[0]?.text ?? '', units)).toBe('mysql');
  });

  it('is none when the answer says it, or when no passage holds it', () => {
    expect(termPassedOver('can i use mysql?', units[2]?.text ?? '', units)).toBeUndefined();
    expect(termPassedOver('can i self host it with oracle?', units[0]?.text ?? '', units)).toBeUndefined();
  });

  it('is the rarest when several are passed over, and never a word most passages hold', () => {
    expect(termPassedOver('which databases instead of postgresql', 'Setup guides.', units)).toBe('databas');
    const onTheTopic = Array.from({ length: maxHolders + 1 }, (_, i) => ({ text: `Signing step ${i}.` }));
    expect(termPassedOver('how do i sign', 'Open the editor.', onTheTopic)).toBeUndefined();
  });
});
