/** What the e-mail about a visitor asking for a person says, and where it links. */
export type ContactRequestFacts = {
  fullName: string;
  projectId: string;
  sessionId: string;
  requestedAt: Date;
  /** Where owners reach SiteSage (PUBLIC_URL). */
  publicUrl: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** The conversation in the owner's inbox (Conversations opens it from `?session=`). */
export function conversationUrl({ publicUrl, projectId, sessionId }: ContactRequestFacts): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/admin/projects/${encodeURIComponent(projectId)}/conversations?session=${encodeURIComponent(sessionId)}`;
}

export function contactRequestMail(facts: ContactRequestFacts) {
  const link = conversationUrl(facts);
  const when = facts.requestedAt.toUTCString();
  const greeting = facts.fullName.trim() === '' ? 'Hello,' : `Hello ${facts.fullName.trim()},`;
  const subject = 'A visitor asked to talk to a person';
  const text = [
    greeting,
    '',
    `A visitor asked your agent for a person (${when}). Open the conversation to take it over and reply:`,
    link,
    '',
    'You get this e-mail because "Contact request" is on in your account’s notifications.',
  ].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>A visitor asked your agent for a person (${escapeHtml(when)}). ` +
    `<a href="${escapeHtml(link)}">Open the conversation</a> to take it over and reply.</p>` +
    '<p>You get this e-mail because “Contact request” is on in your account’s notifications.</p>';
  return { subject, text, html };
}
