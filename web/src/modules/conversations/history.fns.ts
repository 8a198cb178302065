import { HISTORY_PAGE_SIZE } from './conversations-limits';
import type { ChatMessage } from './conversations.types';

/** The offset of the next older page, or undefined once a short page says there is none (spec §4). */
export function nextHistoryOffset(pageLength: number, offset: number): number | undefined {
  return pageLength < HISTORY_PAGE_SIZE ? undefined : offset + HISTORY_PAGE_SIZE;
}

/**
 * The loaded pages (each newest first, the newest page first) as one conversation read top to
 * bottom: oldest first. A message sent while older pages were loading shifts the offsets by one,
 * so the same message can come in two pages; it is shown once.
 */
export function conversationOrder(pages: readonly { data: readonly ChatMessage[] }[]): ChatMessage[] {
  const seen = new Set<string>();
  const newestFirst: ChatMessage[] = [];
  for (const message of pages.flatMap((page) => page.data)) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    newestFirst.push(message);
  }
  return newestFirst.reverse();
}

/** The words of a message: `message`, else the visitor's prompt or the agent's response. */
export function messageText(message: ChatMessage): string {
  if (message.message !== '') return message.message;
  return (message.role === 'user' ? message.prompt : message.response) ?? '';
}

export type SourceLink = { href: string; label: string };

/**
 * The sources worth linking to: http and https addresses only, so a stored `javascript:` or
 * `data:` URL can never become a link. Unparseable ones are dropped.
 */
export function sourceLinks(sources: readonly { url: string; title: string }[] | undefined): SourceLink[] {
  const links: SourceLink[] = [];
  for (const source of sources ?? []) {
    let url: URL;
    try {
      url = new URL(source.url);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const title = source.title.trim();
    links.push({ href: url.href, label: title === '' ? url.host + url.pathname : title });
  }
  return links;
}
