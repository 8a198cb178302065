import type { ChatMessage } from './conversations.types';
import { messageText, sourceLinks } from './history.fns';
import { Markdown } from '../../ui/markdown/Markdown';
import { When } from '../../ui/When';

const STATUS_BADGE = {
  complete: null,
  incomplete: { label: 'Incomplete', className: 'badge-warning' },
  failed: { label: 'Failed', className: 'badge-error' },
} as const;

/**
 * One message of the conversation. A visitor's text is shown as typed (whitespace kept); the
 * agent's reply as the visitor saw it, through the safe Markdown renderer. Neither is ever read as
 * HTML: both were written by strangers or a model.
 */
export function MessageItem({ message, now }: { message: ChatMessage; now: Date }) {
  const fromVisitor = message.role === 'user';
  const fromOwner = message.author === 'owner';
  const author = fromVisitor ? 'Visitor' : fromOwner ? message.author_name || 'Owner' : 'Agent';
  const status = STATUS_BADGE[message.status];
  const intent = message.metadata.intent?.trim() ?? '';
  const links = sourceLinks(message.metadata.sources);
  const qaSources = (message.metadata.sources ?? []).filter((source) => source.kind === 'qa');
  return (
    <li className={`flex flex-col gap-1 ${fromVisitor ? 'items-start' : 'items-end'}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-base-content/60">
        <span className="font-semibold text-base-content/80">{author}</span>
        {fromOwner && <span className="badge badge-xs badge-secondary">Owner</span>}
        <When timestamp={message.timestamp} now={now} />
        {status !== null && <span className={`badge badge-xs ${status.className}`}>{status.label}</span>}
        {message.metadata.declined === true && <span className="badge badge-xs badge-warning">Declined</span>}
      </div>
      <div
        className={`max-w-[85%] rounded-box px-3 py-2 ${
          fromVisitor
            ? 'bg-base-200'
            : fromOwner
              ? 'bg-secondary text-secondary-content'
              : 'bg-primary text-primary-content'
        }`}
      >
        {fromVisitor ? (
          <p className="whitespace-pre-wrap wrap-anywhere">{messageText(message)}</p>
        ) : (
          <Markdown text={messageText(message)} className="wrap-anywhere" />
        )}
        {qaSources.map((source) => (
          <p key={source.title} className="mt-2 border-t border-current/20 pt-1 text-xs wrap-anywhere">
            From your {source.title}
          </p>
        ))}
        {links.length > 0 && (
          <ul
            aria-label="Sources"
            className="mt-2 flex flex-col gap-0.5 border-t border-current/20 pt-1 text-xs"
          >
            {links.map((link) => (
              <li key={link.href} className="truncate">
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="link"
                  title={link.href}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {intent !== '' && <span className="badge badge-ghost badge-xs">Intent: {intent}</span>}
    </li>
  );
}
