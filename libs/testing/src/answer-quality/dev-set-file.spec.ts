import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDevSetFile, parseDevSet } from './dev-set-file.js';
import type { DevConversation, DevQuestion } from './dev-set.types.js';

const billing = '/docs/billing';
const turn = (kind: DevQuestion['kind'], text: string, extra: Partial<DevQuestion> = {}): DevQuestion => ({
  text,
  language: 'en',
  kind,
  pages: [billing],
  facts: ['PayPal'],
  ...extra,
});

/** A set with exactly the mix the issue asks for: 60 questions, 10 of each special kind, 5 topic changes. */
function wholeSet(): DevConversation[] {
  const conversations: DevConversation[] = [];
  for (let index = 0; index < 10; index += 1) {
    conversations.push({
      id: `talk-${String(index)}`,
      turns: [
        turn('opening', `can i pay with paypal ${String(index)}`),
        turn('follow-up', 'and with a card?', { facts: [['card', 'credit card']] }),
        ...(index < 5 ? [turn('new-topic', `how do invoices work ${String(index)}`)] : []),
      ],
    });
    conversations.push({
      id: `none-${String(index)}`,
      turns: [turn('opening', 'heatmaps?', { pages: [], facts: [] })],
    });
    conversations.push({
      id: `de-${String(index)}`,
      turns: [turn('opening', 'Kann ich mit PayPal zahlen?', { language: 'de' })],
    });
  }
  for (let index = 0; conversations.flatMap((c) => c.turns).length < 60; index += 1) {
    conversations.push({
      id: `more-${String(index)}`,
      turns: [turn('opening', `paypal ok ${String(index)}?`)],
    });
  }
  return conversations;
}

describe('a development set read from a JSON file', () => {
  let folder: string;
  const write = (name: string, document: unknown) => {
    const path = join(folder, name);
    writeFileSync(path, JSON.stringify(document));
    return path;
  };
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'dev-set-'));
    mkdirSync(join(folder, 'pages'));
    writeFileSync(
      join(folder, 'pages', 'billing.md'),
      '---\ntitle: Billing\ndescription: "Paying."\n---\n\n:::tip Cards\nWe take a credit card or PayPal.\n:::\n',
    );
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('accepts a set that holds together on its corpus, wrapped or as a bare list', () => {
    const conversations = wholeSet();
    const wrapped = write('wrapped.json', { product: 'Acme', conversations });
    expect(loadDevSetFile({ devSetPath: wrapped, corpusDir: folder })).toEqual(conversations);
    const bare = write('bare.json', conversations);
    expect(loadDevSetFile({ devSetPath: bare, corpusDir: join(folder, 'pages') })).toHaveLength(
      conversations.length,
    );
  });

  it('refuses a set naming a page the site lacks, a fact not on its page, or too few of a kind', () => {
    const conversations = wholeSet().filter((conversation) => !conversation.id.startsWith('none-'));
    conversations.push({
      id: 'wrong',
      turns: [
        turn('opening', 'do you take bitcoin', { pages: ['/docs/crypto'] }),
        turn('follow-up', 'and wire transfers?', { facts: ['wire transfer'] }),
      ],
    });
    const path = write('wrong.json', { conversations });
    expect(() => loadDevSetFile({ devSetPath: path, corpusDir: folder })).toThrow(
      /unanswerable: 0 < 10[\s\S]*do you take bitcoin: no page \/docs\/crypto[\s\S]*and wire transfers\?: "wire transfer" is on none of \/docs\/billing/,
    );
  });

  it('names each field of a malformed turn', () => {
    const { problems } = parseDevSet({
      conversations: [
        { id: 'x', turns: [{ text: '', language: 'English', kind: 'question', pages: '/docs', facts: [1] }] },
      ],
    });
    expect(problems).toEqual([
      'conversations[0].turns[0].text must be a non-empty string',
      'conversations[0].turns[0].language must be a BCP 47 primary language (en, es, …)',
      'conversations[0].turns[0].kind must be one of opening, follow-up, new-topic',
      'conversations[0].turns[0].pages must be a list of site paths',
      'conversations[0].turns[0].facts must be a list of strings or lists of spellings',
    ]);
    expect(parseDevSet({ turns: [] }).problems).toEqual([
      'the file holds neither a list of conversations nor { conversations: [...] }',
    ]);
  });
});
