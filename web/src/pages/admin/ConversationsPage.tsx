import { Link, useParams } from 'react-router-dom';
import { useGetSessionQuery, useListSessionsQuery } from '../../modules/conversations/conversations.api';
import { SESSIONS_LOAD_FAILED, SESSIONS_PAGE_SIZE } from '../../modules/conversations/conversations-limits';
import { ConversationViewer } from '../../modules/conversations/ConversationViewer';
import { SessionFilterTabs } from '../../modules/conversations/SessionFilterTabs';
import { SessionsTable } from '../../modules/conversations/SessionsTable';
import { useSessionFilter } from '../../modules/conversations/useSessionFilter';
import { useSelectedSession } from '../../modules/conversations/useSelectedSession';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { PagedList } from '../../ui/PagedList';
import { shownPage } from '../../ui/shown-page.fns';
import { usePageParam } from '../../ui/usePageParam';

/**
 * An agent's conversations, 10 a page, with the one picked open beside the table (in its place
 * on narrow screens). Page and open conversation live in the URL.
 */
export function ConversationsPage() {
  const { projectId = '' } = useParams();
  const { data: project } = useProjectOrLeave(projectId, '/admin/projects');
  const [page, setPage] = usePageParam();
  const { selectedId, linkTo, close } = useSelectedSession();
  const [filter, setFilter] = useSessionFilter();

  const list = useListSessionsQuery(
    { projectId, offset: (page - 1) * SESSIONS_PAGE_SIZE, filter },
    { skip: projectId === '' },
  );
  const shown = shownPage(list);
  const onPage = selectedId === null ? undefined : shown.rows?.find((session) => session.id === selectedId);
  // A conversation opened from the address (after a reload, or on another page of the table) is read
  // on its own, so its header and WhatsApp reply box show all the same.
  const fetched = useGetSessionQuery(
    { projectId, sessionId: selectedId ?? '' },
    { skip: selectedId === null || projectId === '' || onPage !== undefined },
  );
  const selected = onPage ?? fetched.data;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6">
      <Link to="/admin/projects" className="link link-hover text-sm text-base-content/70">
        ← Agents
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Conversations</h1>
      <p className="mt-1 text-base-content/70 wrap-anywhere">
        {project === undefined ? '\u00a0' : `What visitors talked about with ${project.name}`}
      </p>

      <div className="mt-6 flex items-start gap-6">
        <div className={`min-w-0 flex-1 ${selectedId === null ? '' : 'max-lg:hidden'}`}>
          <SessionFilterTabs filter={filter} onChange={setFilter} />
          <PagedList
            name="Conversations"
            query={list}
            shown={shown}
            pageSize={SESSIONS_PAGE_SIZE}
            failedText={SESSIONS_LOAD_FAILED}
            page={page}
            onPageChange={setPage}
            emptyTitle={filter === 'all' ? 'No conversations yet!' : 'Nothing here'}
            emptyText={
              filter === 'all'
                ? 'When visitors chat with your agent, their conversations appear here.'
                : 'No conversation matches this filter.'
            }
          >
            {(sessions) => (
              <SessionsTable
                sessions={sessions}
                selectedId={selectedId}
                linkTo={linkTo}
                stale={shown.stale}
              />
            )}
          </PagedList>
        </div>
        {selectedId !== null && projectId !== '' && (
          <ConversationViewer
            key={selectedId}
            projectId={projectId}
            sessionId={selectedId}
            session={selected}
            onClose={close}
            className="w-full shrink-0 lg:sticky lg:top-4 lg:w-[26rem] xl:w-[30rem]"
          />
        )}
      </div>
    </section>
  );
}
