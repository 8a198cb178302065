import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorDetail } from '../../modules/api/api-error';
import { DeleteProjectDialog } from '../../modules/projects/list/DeleteProjectDialog';
import { ProjectCard } from '../../modules/projects/list/ProjectCard';
import { PROJECTS_PAGE_SIZE } from '../../modules/projects/project-defaults';
import { useListProjectsQuery } from '../../modules/projects/projects.api';
import type { Project } from '../../modules/projects/projects.types';
import { Icon } from '../../ui/Icon';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';

// The search box appears only for owners with more agents than this (spec §2).
const SEARCH_FROM = 5;
const SEARCH_DELAY_MS = 300;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function ProjectsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const search = params.get('search')?.trim() ?? '';
  const [typed, setTyped] = useState(search);
  const searchTimer = useRef<number | undefined>(undefined);
  const [deleting, setDeleting] = useState<Project | null>(null);

  // The owner's whole count and plan limit come from the unfiltered first page (the same request
  // as the default view, so usually cached); the cards come from the page being looked at.
  const overview = useListProjectsQuery({ offset: 0, search: '' });
  const list = useListProjectsQuery({ offset: (page - 1) * PROJECTS_PAGE_SIZE, search });

  useEffect(
    () => () => {
      window.clearTimeout(searchTimer.current);
    },
    [],
  );

  const goTo = (next: { page?: number; search?: string }) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const nextSearch = next.search ?? search;
        const nextPage = next.page ?? 1;
        if (nextSearch === '') updated.delete('search');
        else updated.set('search', nextSearch);
        if (nextPage === 1) updated.delete('page');
        else updated.set('page', String(nextPage));
        return updated;
      },
      { replace: next.search !== undefined },
    );
  };

  const onSearch = (value: string) => {
    setTyped(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => {
      goTo({ search: value.trim() });
    }, SEARCH_DELAY_MS);
  };

  const owned = overview.data;
  const atLimit = owned !== undefined && owned.total >= owned.plan_limit;
  const showSearch = search !== '' || (owned !== undefined && owned.total > SEARCH_FROM);
  const pageCount = list.data ? Math.ceil(list.data.total / PROJECTS_PAGE_SIZE) : 0;

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
        {list.isLoading ? (
          <PageLoader label="Loading agents" />
        ) : list.error !== undefined ? (
          <div role="alert" className="alert alert-error alert-soft">
            <span>{errorDetail(list.error, 'Failed to load projects.')}</span>
          </div>
        ) : list.data === undefined || list.data.data.length === 0 ? (
          <div className="card card-border bg-base-100">
            <div className="card-body items-center py-12 text-center">
              <Icon name="agents" className="h-10 w-10 text-base-content/40" />
              <h2 className="text-xl font-semibold">No Agents Found</h2>
              <p className="text-base-content/70">
                {search === ''
                  ? 'Create your first agent from your website address.'
                  : `No agent's name or website matches “${search}”.`}
              </p>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            <ul
              className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isFetching ? 'opacity-70' : ''}`}
            >
              {list.data.data.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
            {list.data.total > PROJECTS_PAGE_SIZE && (
              <Pager
                label="Agents pages"
                page={page}
                pageCount={pageCount}
                onChange={(next) => {
                  goTo({ page: next });
                }}
              />
            )}
          </div>
        )}
      </div>

      {deleting && (
        <DeleteProjectDialog
          project={deleting}
          onClose={() => {
            setDeleting(null);
          }}
          onDeleted={() => {
            // The last card of a later page is gone: show the page before instead of an empty one.
            if (page > 1 && list.data?.data.length === 1) goTo({ page: page - 1 });
          }}
        />
      )}
    </section>
  );
}
