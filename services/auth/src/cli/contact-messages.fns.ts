import type { ContactMessageRow } from '../db/database.js';

/** What `npm run support:messages` prints: one block per message, newest first. */
export function formatContactMessages(messages: readonly ContactMessageRow[]): string {
  if (messages.length === 0) return 'No contact messages yet.\n';
  return messages
    .map((entry) => {
      const when = entry.received_at.toISOString().replace('T', ' ').slice(0, 16);
      const body = entry.message
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n');
      return `${when} UTC  ${entry.name} <${entry.email}>  (${entry.id})\n${body}\n`;
    })
    .join('\n');
}

/** `--limit N` (1-500), 20 when absent; undefined when the argument is not a number in range. */
export function parseLimit(argv: readonly string[]): number | undefined {
  const index = argv.indexOf('--limit');
  if (index === -1) return 20;
  const limit = Number(argv[index + 1]);
  return Number.isInteger(limit) && limit >= 1 && limit <= 500 ? limit : undefined;
}
