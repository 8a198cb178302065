import { useMemo } from 'react';
import { errorDetail } from '../api/api-error';
import { Icon } from '../../ui/Icon';
import type { ChatSession } from './conversations.types';
import { useListHistoryInfiniteQuery } from './conversations.api';
import { conversationOrder } from './history.fns';
import { MessageItem } from './MessageItem';
import { ReplyBox } from './ReplyBox';
import { replyState, visitorContact, visitorName } from './session-labels.fns';
import { SourceBadge } from './SourceBadge';
import { TakeoverControls } from './TakeoverControls';
import { useHistoryScroll } from './useHistoryScroll';

/** While the owner holds a conversation, the visitor's new messages are fetched this often. */
const TAKEN_OVER_REFRESH_MS = 3_000;

type ConversationViewerProps = {
  projectId: string;
  sessionId: string;
  /** The session's row, when it is on the table's page; without it only the messages are known. */
  session: ChatSession | undefined;
  onClose: () => void;
  className?: string;
};

/**
 * One conversation, newest messages at the bottom; scrolling to the top loads older ones, 10 at a
 * time, until a page comes back short (spec §4).
 */
export function ConversationViewer({
  projectId,
  sessionId,
  session,
  onClose,
  className = '',
}: ConversationViewerProps) {
  const history = useListHistoryInfiniteQuery(
    { projectId, sessionId },
    { pollingInterval: session?.taken_over === true ? TAKEN_OVER_REFRESH_MS : 0 },
  );
  const { data, hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const messages = useMemo(() => conversationOrder(data?.pages ?? []), [data]);
  const loadOlder = () => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  };
  const { logRef, onScroll } = useHistoryScroll(messages, loadOlder);

  const title = session === undefined ? 'Conversation' : visitorName(session);
  const contact = session === undefined ? '' : visitorContact(session);
  const now = new Date();
  const reply = replyState(session, now);

  return (
    <aside
      aria-label={`Conversation with ${title}`}
      className={`card card-border flex h-[75dvh] min-h-96 flex-col overflow-hidden bg-base-100 ${className}`}
    >
      <header className="flex items-start gap-3 border-b border-base-300 p-4">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold wrap-anywhere">{title}</h2>
          {contact !== '' && <p className="text-sm text-base-content/70 wrap-anywhere">{contact}</p>}
          {session !== undefined && (
            <div className="mt-1 flex flex-wrap gap-1">
              <SourceBadge source={session.source} />
              {session.escalate && <span className="badge badge-sm badge-error">Needs attention</span>}
              {session.person_waiting && (
                <span className="badge badge-sm badge-error badge-outline h-auto py-0.5 whitespace-normal">
                  Asked for a person
                </span>
              )}
              {session.taken_over && (
                <span className="badge badge-sm badge-primary h-auto py-0.5 whitespace-normal">
                  {`Taken over by ${session.taken_over_by}: the agent is paused`}
                </span>
              )}
            </div>
          )}
        </div>
        {session !== undefined && <TakeoverControls projectId={projectId} session={session} />}
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label="Close conversation"
          onClick={onClose}
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
      </header>

      <div className="relative min-h-0 flex-1">
        <p role="status" className="pointer-events-none absolute inset-x-0 top-2 z-10 flex justify-center">
          {isFetchingNextPage && <span className="badge badge-neutral">Loading older messages…</span>}
        </p>
        <div
          ref={logRef}
          onScroll={onScroll}
          role="region"
          aria-label="Messages"
          aria-busy={isFetching}
          tabIndex={0}
          className="h-full overflow-y-auto p-4 [overflow-anchor:none]"
        >
          {history.isLoading ? (
            <div className="flex h-full items-center justify-center">
              <span className="loading loading-spinner text-primary" aria-label="Loading messages" />
            </div>
          ) : history.error !== undefined && messages.length === 0 ? (
            <div role="alert" className="alert alert-error alert-soft">
              <span>{errorDetail(history.error, 'Failed to load messages.')}</span>
            </div>
          ) : messages.length === 0 ? (
            <p className="py-8 text-center text-base-content/70">No messages in this conversation yet.</p>
          ) : (
            <>
              {!hasNextPage && (
                <p className="mb-4 text-center text-xs text-base-content/60">Start of the conversation</p>
              )}
              {isFetchNextPageError && (
                <div role="alert" className="alert alert-warning alert-soft mb-4 text-sm">
                  <span>Older messages could not be loaded.</span>
                  <button type="button" className="btn btn-sm" onClick={loadOlder}>
                    Try again
                  </button>
                </div>
              )}
              <ol className="flex flex-col gap-4">
                {messages.map((message) => (
                  <MessageItem key={message.id} message={message} now={now} />
                ))}
              </ol>
            </>
          )}
        </div>
      </div>

      {session !== undefined && reply.shown && (
        <ReplyBox
          projectId={projectId}
          sessionId={session.id}
          closedReason={reply.closedReason}
          channel={session.source}
        />
      )}
    </aside>
  );
}
