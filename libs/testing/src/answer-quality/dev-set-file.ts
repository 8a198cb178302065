/**
 * A development set kept outside the repository as JSON (a held-out set on another product's
 * docs): a list of conversations, or `{ "conversations": [...] }` with any notes beside it, each
 * turn in the shape of `DevQuestion`. Read, checked against its corpus with the same checks as the
 * Documenso set, and refused with every problem named, so no figure is ever measured on a set
 * that does not hold together.
 */
import { readFileSync } from 'node:fs';
import { corpusPageText } from './corpus-page-text.js';
import { allDevSetProblems } from './dev-set-checks.fns.js';
import type { DevConversation, DevQuestion, Fact, TurnKind } from './dev-set.types.js';

const kinds: readonly TurnKind[] = ['opening', 'follow-up', 'new-topic'];

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: Json): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isFact = (value: Json): value is Fact =>
  typeof value === 'string' || (isStrings(value) && value.length > 0);

function turnOf(value: Json, where: string, problems: string[]): DevQuestion | undefined {
  if (!isRecord(value)) {
    problems.push(`${where} is not an object`);
    return undefined;
  }
  const { text, language, kind, pages, facts } = value;
  const before = problems.length;
  if (typeof text !== 'string' || text.trim() === '')
    problems.push(`${where}.text must be a non-empty string`);
  if (typeof language !== 'string' || !/^[a-z]{2,3}$/.test(language))
    problems.push(`${where}.language must be a BCP 47 primary language (en, es, …)`);
  if (typeof kind !== 'string' || !kinds.includes(kind as TurnKind))
    problems.push(`${where}.kind must be one of ${kinds.join(', ')}`);
  if (!isStrings(pages)) problems.push(`${where}.pages must be a list of site paths`);
  if (!Array.isArray(facts) || !facts.every(isFact))
    problems.push(`${where}.facts must be a list of strings or lists of spellings`);
  if (problems.length > before) return undefined;
  return {
    text: text as string,
    language: language as string,
    kind: kind as TurnKind,
    pages: pages as string[],
    facts: facts as Fact[],
  };
}

/** The conversations of a parsed dev-set document, and what is wrong with its shape. */
export function parseDevSet(document: Json): { conversations: DevConversation[]; problems: string[] } {
  const list = isRecord(document) ? document.conversations : document;
  if (!Array.isArray(list)) {
    return {
      conversations: [],
      problems: ['the file holds neither a list of conversations nor { conversations: [...] }'],
    };
  }
  const problems: string[] = [];
  const conversations: DevConversation[] = [];
  list.forEach((entry: Json, index) => {
    const where = `conversations[${String(index)}]`;
    if (
      !isRecord(entry) ||
      typeof entry.id !== 'string' ||
      !Array.isArray(entry.turns) ||
      entry.turns.length === 0
    ) {
      problems.push(`${where} needs an id and at least one turn`);
      return;
    }
    const turns = entry.turns.map((turn: Json, at) =>
      turnOf(turn, `${where}.turns[${String(at)}]`, problems),
    );
    if (turns.every((turn): turn is DevQuestion => turn !== undefined))
      conversations.push({ id: entry.id, turns });
  });
  return { conversations, problems };
}

export type DevSetFile = { devSetPath: string; corpusDir: string };

/** The set in `devSetPath`, checked against the corpus in `corpusDir`; throws naming every problem. */
export function loadDevSetFile({ devSetPath, corpusDir }: DevSetFile): DevConversation[] {
  let document: Json;
  try {
    document = JSON.parse(readFileSync(devSetPath, 'utf8')) as Json;
  } catch (error) {
    throw new Error(`Cannot read the development set ${devSetPath}: ${(error as Error).message}`);
  }
  const { conversations, problems } = parseDevSet(document);
  const all = problems.length > 0 ? problems : allDevSetProblems(conversations, corpusPageText(corpusDir));
  if (all.length > 0) {
    throw new Error(`The development set ${devSetPath} does not hold together:\n- ${all.join('\n- ')}`);
  }
  return conversations;
}
