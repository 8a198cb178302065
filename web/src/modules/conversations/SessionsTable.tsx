import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StackedCell } from '../../ui/StackedCell';
import { StackedTable } from '../../ui/StackedTable';
import { STACKED_TABLE as T } from '../../ui/stacked-table.classes';
import type { ChatSession } from './conversations.types';
import { visitorContact, visitorName } from './session-labels.fns';
import { SourceBadge } from './SourceBadge';
import { When } from '../../ui/When';

type SessionsTableProps = {
  sessions: readonly ChatSession[];
  /** The session open in the viewer, if any. */
  selectedId: string | null;
  /** Where the link opening a session goes. */
  linkTo: (id: string) => string;
  /** The rows are the page before, shown while the next page loads: dimmed and not actionable. */
  stale: boolean;
};

const COLUMNS = [
  { label: 'Conversation' },
  { label: 'Source', className: 'w-28' },
  { label: 'Intent', className: 'w-[14%]' },
  { label: 'Attention', className: 'w-36' },
  { label: 'Last activity', className: 'w-32' },
  { label: 'Messages', className: 'w-24 text-right' },
];

/** The column's name inside a list item, where the header row is not shown. */
function ItemLabel({ children }: { children: ReactNode }) {
  return <span className="mr-1 text-base-content/60 @4xl:hidden">{children}</span>;
}

/** The sessions of one page, in the training tables' layout; a conversation has nothing to delete. */
export function SessionsTable({ sessions, selectedId, linkTo, stale }: SessionsTableProps) {
  const now = new Date();
  return (
    <StackedTable
      label="Conversations"
      columns={COLUMNS}
      rows={sessions}
      listItemGrid="@max-4xl:grid-cols-[minmax(0,1fr)_auto]"
      stale={stale}
      rowClassName={(session) => (session.id === selectedId ? 'bg-base-200' : '')}
      cells={(session) => {
        const selected = session.id === selectedId;
        const firstQuestion = session.first_question?.trim() ?? '';
        const who = [visitorName(session), visitorContact(session), session.city]
          .filter((part) => part !== '')
          .join(' · ');
        return (
          <>
            <StackedCell>
              {/* The first question says what the conversation is about; who asked comes under it. */}
              <Link
                to={linkTo(session.id)}
                aria-current={selected ? 'true' : undefined}
                className={`${T.link} font-medium wrap-anywhere`}
              >
                {firstQuestion === '' ? visitorName(session) : firstQuestion}
              </Link>
              <span className="mt-0.5 block truncate text-xs text-base-content/70" title={who}>
                {who}
              </span>
            </StackedCell>
            <StackedCell>
              <SourceBadge source={session.source} />
            </StackedCell>
            <StackedCell wide className="wrap-anywhere">
              <ItemLabel>Intent</ItemLabel>
              {session.intent === '' ? '—' : session.intent}
            </StackedCell>
            {/* Empty unless flagged or declined; a list item then leaves no gap for it. */}
            <StackedCell wide className="@max-4xl:empty:hidden">
              {session.person_waiting && (
                <span className="badge badge-sm badge-error badge-outline mr-1 mb-1 h-auto py-0.5 whitespace-normal">
                  Asked for a person
                </span>
              )}
              {session.taken_over && (
                <span className="badge badge-sm badge-primary mr-1 mb-1">Taken over</span>
              )}
              {session.escalate && (
                <span className="badge badge-sm badge-error mr-1 mb-1">Needs attention</span>
              )}
              {session.declined === true && (
                <span className="badge badge-sm badge-warning mb-1">Declined</span>
              )}
            </StackedCell>
            <StackedCell className="whitespace-nowrap text-base-content/70 @max-4xl:mt-2">
              <ItemLabel>Last activity</ItemLabel>
              <When timestamp={session.last_message_at ?? session.created_at} now={now} />
            </StackedCell>
            <StackedCell className="text-right tabular-nums @max-4xl:mt-2">
              {session.message_count}
              <span className="ml-1 text-base-content/60 @4xl:hidden">
                {session.message_count === 1 ? 'message' : 'messages'}
              </span>
            </StackedCell>
          </>
        );
      }}
    />
  );
}
