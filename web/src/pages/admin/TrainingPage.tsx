import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorDetail } from '../../modules/api/api-error';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { AddTrainingSetDrawer } from '../../modules/training/AddTrainingSetDrawer';
import { DeleteTrainingSetDialog } from '../../modules/training/DeleteTrainingSetDialog';
import { PageLoadingNotice } from '../../modules/training/PageLoadingNotice';
import { shownPage } from '../../modules/training/shown-page.fns';
import { TRAINING_PAGE_SIZE } from '../../modules/training/training-limits';
import { trainingPollInterval } from '../../modules/training/training-status.fns';
import {
  useListKnowledgeBasesQuery,
  useRetrainKnowledgeBaseMutation,
} from '../../modules/training/training.api';
import type { KnowledgeBase } from '../../modules/training/training.types';
import { TrainingSetsTable } from '../../modules/training/TrainingSetsTable';
import { usePageParam } from '../../modules/training/usePageParam';
import { Icon } from '../../ui/Icon';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { useToast } from '../../ui/useToast';

/** An agent's training sets, 10 a page, polled every 5 s while any of them is still training. */
export function TrainingPage() {
  const { projectId = '' } = useParams();
  const { data: project } = useProjectOrLeave(projectId, '/admin/projects');
  const [page, setPage] = usePageParam();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<KnowledgeBase | null>(null);
  const [pollingInterval, setPollingInterval] = useState(0);
  const [retrain, { isLoading: retrainBusy, originalArgs: retrainingSet }] =
    useRetrainKnowledgeBaseMutation();
  const toast = useToast();

  const list = useListKnowledgeBasesQuery(
    { projectId, offset: (page - 1) * TRAINING_PAGE_SIZE },
    { pollingInterval, skip: projectId === '' },
  );
  // Adjusted during render (not in an effect) so polling starts or stops with the answer itself.
  const shown = shownPage(list);
  const wanted = trainingPollInterval(shown.rows ?? []);
  if (wanted !== pollingInterval) setPollingInterval(wanted);

  const onRetrain = async (set: KnowledgeBase) => {
    try {
      await retrain(set).unwrap();
      toast.success(`Retraining ${set.title}`);
    } catch (error) {
      toast.error(errorDetail(error, 'Something went wrong'));
    }
  };

  const pageCount = Math.ceil(shown.total / TRAINING_PAGE_SIZE);

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6">
      <Link to="/admin/projects" className="link link-hover text-sm text-base-content/70">
        ← Agents
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Training sets</h1>
          <p className="mt-1 text-base-content/70 wrap-anywhere">
            {project === undefined ? '\u00a0' : `What ${project.name} learns from`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/projects/${encodeURIComponent(projectId)}/sitemap`} className="btn btn-outline">
            Sitemap generator
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setAdding(true);
            }}
          >
            <Icon name="plus" className="h-5 w-5" />
            Add Training Set
          </button>
        </div>
      </div>

      <div className="mt-6">
        {list.isLoading ? (
          <PageLoader label="Loading training sets" />
        ) : list.error !== undefined ? (
          <div role="alert" className="alert alert-error alert-soft">
            <span>{errorDetail(list.error, 'Training sets could not be loaded.')}</span>
          </div>
        ) : shown.rows === undefined || shown.rows.length === 0 ? (
          <div className="card card-border bg-base-100">
            <div className="card-body items-center py-12 text-center">
              <Icon name="database" className="h-10 w-10 text-base-content/40" />
              <h2 className="text-xl font-semibold">No Training Sets Found</h2>
              <p className="text-base-content/70">
                Add your website, a sitemap, single pages or files for your agent to learn from.
              </p>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            <TrainingSetsTable
              sets={shown.rows}
              retrainingId={retrainBusy ? (retrainingSet?.id ?? null) : null}
              stale={shown.stale}
              onRetrain={(set) => void onRetrain(set)}
              onDelete={setDeleting}
            />
            <div className="flex flex-col gap-2">
              <Pager label="Training sets pages" page={page} pageCount={pageCount} onChange={setPage} />
              <PageLoadingNotice page={page} loading={shown.stale} />
            </div>
          </div>
        )}
      </div>

      {adding && (
        <AddTrainingSetDrawer
          projectId={projectId}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      {deleting && (
        <DeleteTrainingSetDialog
          set={deleting}
          onClose={() => {
            setDeleting(null);
          }}
          onDeleted={() => {
            // The last row of a later page is gone: show the page before instead of an empty one.
            if (page > 1 && shown.rows?.length === 1) setPage(page - 1);
          }}
        />
      )}
    </section>
  );
}
