/**
 * Does a visitor ask to reach a person ("I want to talk to a human", "can I speak with someone",
 * "connect me to an agent", "how do I contact you", "quiero hablar con una persona")? A message is
 * read as words and judged by how they relate, not matched against sentences:
 *
 * - a contact verb (talk, speak, reach, connect me…) linked to a person (someone, a human, an
 *   agent, your team, customer service…) by nothing but small words (to, with, me, a, your, real…),
 *   in either order ("someone I can talk to");
 * - or a word that can only mean a person rather than the bot ("human", "real person", "live
 *   agent") in a request of the visitor's own ("I need…", "get me…") or a message of a few words;
 * - unless a negation comes just before ("I don't need to talk to anyone").
 *
 * Anything else between verb and person breaks the link, so documentation questions about a
 * product's own agents ("how do I transfer a chat to an agent", "connect my agent to WhatsApp")
 * are questions, not requests. English first, with the commonest words of the languages the
 * answerer declines in (es, fr, de, pt, it, nl, hi and Hinglish).
 */

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** Verbs (and verb-like nouns) of reaching someone. */
const contactVerbs = words(`
  talk speak chat converse connect transfer reach contact escalate call ring phone email mail message
  whatsapp text write put forward hand get touch
  hablar comunicarme comunicar contactar llamar conversar
  parler contacter joindre appeler discuter
  sprechen reden kontaktieren erreichen verbinden anrufen chatten
  falar conversar contatar ligar
  parlare contattare chiamare
  spreken praten bellen
  baat bat बात संपर्क
`);

/** Words that can only be a person, never the bot or a product feature. */
const humanWords = words(`
  human humans someone somebody anyone anybody person people persons
  humano humana persona personas alguien
  humain humaine quelqu personne
  mensch menschen menschlichen jemand jemandem jemanden
  pessoa alguém alguem
  umano qualcuno
  iemand mens
  insaan insan insaan इंसान व्यक्ति आदमी किसी
`);

/** Roles a person holds: a person only when introduced as one ("an agent", "your team", "live …"). */
const roleWords = words(`
  agent agents representative representatives rep reps operator operators staff staffer employee
  manager supervisor owner owners advisor adviser consultant salesperson sales support service care
  team helpdesk desk
  agente asesor atendente operador representante equipo equipe
  conseiller mitarbeiter berater kundendienst operatore medewerker
  एजेंट
`);

/** What may stand between a verb and its person and keep them linked. */
const linkWords = words(`
  to with me us through directly please right now a an the your some one of from any real live actual
  human customer in touch over i we can could may might should would be able available here there
  around who that is are
  con una un uno alguna algún el la al con a à avec un une le la les mit einem einer einen dem der
  mit com um uma o a al con un una
  se से कोई से किसी kisi se koi
`);

/** Words that make a role a person: "an agent", "your team", "a live agent", "customer service". */
const roleIntroducers = words(`
  a an the your some any real live actual human customer sales support
  un una el la al une le mit einem einer um uma o
`);

/** Words a visitor uses to ask for something for themselves. */
const requestWords = words(`
  i me my we us want need like wish prefer please get give let connect transfer
  quiero necesito quisiera je veux voudrais ich möchte will brauche quero preciso voglio vorrei
  mujhe chahiye मुझे चाहिए
`);

const negations = words(`
  not dont don't never no without nobody
  nicht kein keine pas jamais não nunca non niet geen nahi nahin नहीं
`);

const possessives = words('my our their his her its mis mes meine meinen meinem mio mijn मेरे मेरा');

/** Roles a person holds when asking to reach "you", the site: "how can I contact you". */
const siteAddressees = words('you your yourselves company business');

/** Contact verbs whose plain object is the site itself ("contact you", "reach your company"). */
const verbsOfReachingTheSite = words('contact reach call email mail message whatsapp phone ring text touch');

const maxGap = 5;

function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .replace(/[’`]/g, "'")
      .replace(/n't\b/g, ' not')
      .match(/[\p{L}\p{M}']+/gu) ?? []
  ).map((token) => token.replace(/^'+|'+$/g, ''));
}

/** A person named at `i`: a human word, or a role introduced as one; never "my agent". */
function personAt(list: readonly string[], i: number): boolean {
  const word = list[i] ?? '';
  const before = list[i - 1] ?? '';
  if (possessives.has(before)) return false;
  if (humanWords.has(word)) return true;
  return roleWords.has(word) && (roleIntroducers.has(before) || contactVerbs.has(before) || list.length <= 3);
}

function negatedBefore(list: readonly string[], i: number): boolean {
  return list.slice(Math.max(0, i - 3), i).some((word) => negations.has(word));
}

/** A contact verb at `v` linked to a person within a few link words, after it or before it. */
function verbReachesPerson(list: readonly string[], v: number): boolean {
  for (let i = v + 1; i < list.length && i <= v + maxGap; i += 1) {
    if (personAt(list, i)) return true;
    const word = list[i] ?? '';
    if (verbsOfReachingTheSite.has(list[v] ?? '') && siteAddressees.has(word)) return true;
    if (!linkWords.has(word)) break;
  }
  for (let i = v - 1; i >= 0 && i >= v - maxGap; i -= 1) {
    const word = list[i] ?? '';
    if (humanWords.has(word) && !possessives.has(list[i - 1] ?? '')) return true;
    if (!linkWords.has(word) && !requestWords.has(word)) break;
  }
  return false;
}

/**
 * Words before a contact word that make it a noun rather than a request: articles and possessives
 * ("a chat", "my call"), and verbs of having or offering ("do free users get email support?",
 * "do you offer phone support?"), which ask what the service includes — the docs answer that.
 */
const nounMarkers = words(`
  a an the this that my your our their un una une le la el ein eine
  get gets got have has had offer offers offered provide provides include includes free paid priority
  dedicated premium
`);

const verbAt = (list: readonly string[], v: number): boolean =>
  contactVerbs.has(list[v] ?? '') && !nounMarkers.has(list[v - 1] ?? '');

export function asksForPerson(text: string): boolean {
  const list = tokens(text);
  if (list.length === 0) return false;
  const verbs = list.flatMap((_, v) => (verbAt(list, v) ? [v] : []));
  // "I don't want to talk to anyone": a refused contact is no request, whatever follows.
  if (verbs.some((v) => negatedBefore(list, v))) return false;
  const linked = verbs.some((v) => verbReachesPerson(list, v));
  if (linked) return true;
  // "A human, please", "real person?", "I need a live agent".
  const namesHuman = list.some(
    (word, i) =>
      (word === 'human' ||
        word === 'humans' ||
        word === 'humano' ||
        word === 'humain' ||
        word === 'इंसान' ||
        word === 'mensch' ||
        word === 'insaan' ||
        word === 'insan' ||
        (['person', 'agent', 'operator', 'human'].includes(word) &&
          ['real', 'live', 'actual'].includes(list[i - 1] ?? ''))) &&
      !negatedBefore(list, i) &&
      !possessives.has(list[i - 1] ?? ''),
  );
  if (!namesHuman) return list.length <= 3 && list.some((_, i) => personAt(list, i));
  return list.length <= 5 || list.some((word) => requestWords.has(word));
}

/** How a visitor reaches the agent's owner, as the owner set it on the agent. */
export type OwnerContact = { email: string; whatsapp: string };

/**
 * The reply to a visitor asking for a person: the owner's e-mail and WhatsApp as set on the agent,
 * or, with neither set, the plain truth that no one can be reached through this chat.
 */
export function personRequestReply(contact: OwnerContact): string {
  const email = contact.email.trim();
  const whatsapp = contact.whatsapp.trim();
  const ways = [
    email ? `by e-mail at ${email}` : '',
    whatsapp ? `on WhatsApp at ${whatsapp} (https://wa.me/${whatsapp.replace(/\D/g, '')})` : '',
  ].filter(Boolean);
  if (ways.length === 0) {
    return (
      "I'm an automated assistant, and no one can be reached through this chat: the site's owner " +
      'has not left any contact details here. I can still answer questions about this site.'
    );
  }
  return (
    "I'm an automated assistant, so I can't hand you over to a person here. You can reach the team " +
    `${ways.join(' or ')}. I've marked this conversation for their attention.`
  );
}
