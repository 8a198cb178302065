import { Markdown } from '../ui/markdown/Markdown';
import { relativeTime } from '../ui/relative-time';
import type { Source } from './bot-api.types';
import type { ChatColours } from './chat-theme.fns';
import { SourceLinks } from './SourceLinks';

type Props = {
  role: 'user' | 'assistant';
  /** What to show now (a reply being typed shows its first part). */
  text: string;
  sources: Source[];
  at: Date;
  now: Date;
  colours: ChatColours;
  /** The reply has not started arriving yet. */
  pending?: boolean;
  incomplete?: boolean;
  /** A person from the site wrote it: their name. */
  author?: string | undefined;
};

/** One message: the visitor's on the right in the accent colour, the agent's on the left as Markdown. */
export function MessageBubble({ role, text, sources, at, now, colours, pending, incomplete, author }: Props) {
  const mine = role === 'user';
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${mine ? 'rounded-br-sm' : 'rounded-bl-sm text-neutral-900'}`}
        style={
          mine
            ? { backgroundColor: colours.accent, color: colours.onAccent }
            : { backgroundColor: colours.botBubble }
        }
      >
        {author !== undefined && <p className="mb-0.5 text-xs font-semibold">{author}</p>}
        <span className="sr-only">
          {mine ? 'You said:' : author === undefined ? 'Assistant said:' : 'said:'}
        </span>
        {pending === true ? (
          <span className="loading loading-dots loading-sm" aria-label="Typing" />
        ) : mine ? (
          <p className="whitespace-pre-wrap break-words">{text}</p>
        ) : (
          <Markdown text={text} />
        )}
        {!mine && <SourceLinks sources={sources} />}
      </div>
      <span className="mt-1 px-1 text-[11px] text-neutral-500">
        <time dateTime={at.toISOString()}>{relativeTime(at, now)}</time>
        {incomplete === true && ' · incomplete'}
      </span>
    </li>
  );
}
