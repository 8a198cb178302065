/** WhatsApp's limit on a text message body. */
export const whatsappTextLimit = 4_096;

/**
 * The agent's reply as a WhatsApp text: WhatsApp shows no links behind words, so sources follow as
 * plain URLs, one a line, and the whole stays within WhatsApp's limit (sources dropped first).
 */
export function whatsappReply(answer: string, sources: readonly { url: string; title: string }[]): string {
  const text = answer.trim();
  const urls = [...new Set(sources.map((source) => source.url).filter((url) => /^https?:\/\//.test(url)))];
  const withSources = urls.length > 0 ? `${text}\n\nSources:\n${urls.join('\n')}` : text;
  if (withSources.length <= whatsappTextLimit) return withSources;
  return text.length <= whatsappTextLimit ? text : `${text.slice(0, whatsappTextLimit - 1)}…`;
}
