/**
 * Steps of a procedure, told apart from the sentences around them. Help pages write a procedure as
 * a run of imperative sentences ("Go to Settings.", "Click Delete Account.", "Type your email to
 * confirm."), often without list markup, one step per paragraph or under its own small heading.
 * Quoting one step out of such a run answers "how do I…" with a third of the way there, and a page's
 * opening description ("View and manage your sessions.") answers "where do I…" with no way there
 * at all.
 */

/**
 * Verbs a help page starts a step with. English only: the built-in answerer quotes the site's own
 * text, and the development and held-out sites are English; a site in another language simply gets
 * the answerer's behaviour without procedure runs.
 */
const stepVerbs = new Set(
  (
    'go click tap press select choose open navigate enter type fill paste copy drag drop scroll find ' +
    'locate hover toggle switch turn enable disable set add remove delete create upload download ' +
    'save confirm review check verify sign log install run start restart stop configure update ' +
    'change edit rename invite assign send share connect disconnect link unlink generate scan ' +
    'follow visit return wait use provide specify replace make insert attach mark move expand ' +
    'collapse pick accept apply export import reveal keep store print write note request allow ' +
    'grant approve reject decline resend complete finish submit register activate deactivate define ' +
    'leave place position resize reorder duplicate archive restore search filter sort view test ' +
    'deploy build clone pull push mount point map fetch call pass include ensure try contact email ' +
    'reply upgrade downgrade cancel subscribe unsubscribe refresh reload clear reset log'
  ).split(' '),
);

/** "Then", "Next", "Finally", "Once done," and "If you can't scan," may come before the verb. */
const stepPreamble =
  /^(?:(?:then|next|now|finally|first|second|third|afterwards|optionally|alternatively)\b,?\s+|(?:if|once|when|after|before|to|in|on|from|under|within)\b[^,;:.]{1,80},\s+)/iu;

/** Whether the sentence tells the reader to do something, as a step of a procedure does. */
export function isInstruction(sentence: string): boolean {
  let text = sentence.trim().replace(/^[\d]+[.)]\s+/u, '');
  for (let i = 0; i < 2; i += 1) {
    const preamble = stepPreamble.exec(text);
    if (!preamble) break;
    text = text.slice(preamble[0].length);
  }
  const first = /^\p{L}+/u.exec(text)?.[0];
  if (first === undefined) return false;
  // A capital is how a step starts a sentence; after a preamble the verb is lower case.
  return stepVerbs.has(first.toLowerCase());
}

/**
 * Questions asking how to do something or where to find it, in the answer languages; "wie viele…"
 * and "hoe lang…" ask for an amount, not a way.
 */
const asksWayThere =
  /^[\s¿]*(?:(?:so|and|ok|okay|hi|hello|hey)\b[\s,]*)*(?:how (?:do|can|should|would|could|to)\b|how's|where (?:do|can|is|are|should|would|could)\b|where's|what are the steps|steps to|cómo|como\b|dónde|donde|comment\b|où|wie\b(?!\s+(?:viele?|lange|groß|gross|oft|alt|hoch|teuer|schnell)\b)|wo\b|onde\b|come\b|dove\b|hoe\b(?!\s*(?:veel|lang|groot|vaak|duur)\b)|waar\b|kaise\b|kahan\b)/iu;
/** Hindi puts "how" and "where" at the end: "खाता कैसे हटाऊं?". */
const asksWayThereHindi = /कैसे|कहाँ|कहां/u;

/** Whether the question wants the way to do or find something, not a fact about it. */
export function asksForSteps(question: string): boolean {
  return asksWayThere.test(question) || asksWayThereHindi.test(question);
}
