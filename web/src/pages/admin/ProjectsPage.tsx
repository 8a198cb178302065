import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DeleteProjectDialog } from '../../modules/projects/list/DeleteProjectDialog';
import { ProjectCard } from '../../modules/projects/list/ProjectCard';
import { PROJECTS_PAGE_SIZE } from '../../modules/projects/project-defaults';
import { useListProjectsQuery } from '../../modules/projects/projects.api';
import type { Project } from '../../modules/projects/projects.types';
import { Icon } from '../../ui/Icon';
import { PagedList } from '../../ui/PagedList';
import { shownPage } from '../../ui/shown-page.fns';
import { usePageParam } from '../../ui/usePageParam';
import { useRowDeletion } from '../../ui/useRowDeletion';

// The search box appears only for owners with more agents than this (spec §2).
const SEARCH_FROM = 5;
const SEARCH_DELAY_MS = 300;

export function ProjectsPage() {
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [typed, setTyped] = useState(search);
  const searchTimer = useRef<number | undefined>(undefined);

  // The owner's whole count and plan limit come from the unfiltered first page (the same request
  // as the default view, so usually cached); the cards come from the page being looked at.
  const overview = useListProjectsQuery({ offset: 0, search: '' });
  const list = useListProjectsQuery({ offset: (page - 1) * PROJECTS_PAGE_SIZE, search });
  const shown = shownPage(list);
  const deletion = useRowDeletion<Project>(shown, page, setPage);

  useEffect(
    () => () => {
      window.clearTimeout(searchTimer.current);
    },
    [],
  );

  // A new search starts again from its first page, replacing the address rather than adding to history.
  const setSearch = (nextSearch: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (nextSearch === '') updated.delete('search');
        else updated.set('search', nextSearch);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };

  const onSearch = (value: string) => {
    setTyped(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => {
      setSearch(value.trim());
    }, SEARCH_DELAY_MS);
  };

  const owned = overview.data;
  const atLimit = owned !== undefined && owned.total >= owned.plan_limit;
  const showSearch = search !== '' || (owned !== undefined && owned.total > SEARCH_FROM);

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Agents</h1>
        <button
          type="button"
          className="btn btn-primary"
          disabled={atLimit}
          aria-describedby={atLimit ? 'plan-limit-warning' : undefined}
          onClick={() => {
            void navigate('/admin/projects/create');
          }}
        >
          <Icon name="plus" className="h-5 w-5" />
          Create Agent
        </button>
      </div>

      {atLimit && (
        <div id="plan-limit-warning" role="status" className="alert alert-warning mt-4">
          <Icon name="warning" className="h-5 w-5 shrink-0" />
          {/* The spec's sentence, then what it means here: agents, and where more come from. */}
          <span>
            You have reached the maximum allowed projects for your plan. Your plan includes{' '}
            {owned.plan_limit === 1 ? '1 agent' : `${owned.plan_limit} agents`}:{' '}
            <Link to="/admin/user/plan" className="link font-semibold">
              upgrade your plan
            </Link>{' '}
            to add more agents.
          </span>
        </div>
      )}

      {showSearch && (
        <label className="input mt-6 w-full sm:max-w-sm">
          <Icon name="search" className="h-4 w-4 opacity-60" />
          <input
            type="search"
            aria-label="Search agents"
            placeholder="Search by name or website"
            value={typed}
            onChange={(event) => {
              onSearch(event.target.value);
            }}
          />
        </label>
      )}

      <div className="mt-6">
        <PagedList
          name="Agents"
          query={list}
          shown={shown}
          pageSize={PROJECTS_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          failedText="Failed to load projects."
          emptyIcon="agents"
          emptyTitle="No Agents Found"
          emptyText={
            search === ''
              ? 'Create your first agent from your website address.'
              : `No agent's name or website matches “${search}”.`
          }
          loadingNotice={false}
        >
          {(projects) => (
            <ul
              className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isFetching ? 'opacity-70' : ''}`}
            >
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} onDelete={deletion.ask} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>

      {deletion.row && <DeleteProjectDialog project={deletion.row} {...deletion.dialog} />}
    </section>
  );
}
