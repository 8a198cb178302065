import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorDetail } from '../../modules/api/api-error';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { AddTrainingSetDrawer } from '../../modules/training/AddTrainingSetDrawer';
import { DeleteTrainingSetDialog } from '../../modules/training/DeleteTrainingSetDialog';
import { PagedList } from '../../ui/PagedList';
import { shownPage } from '../../ui/shown-page.fns';
import { TRAINING_PAGE_SIZE } from '../../modules/training/training-limits';
import { trainingPollInterval } from '../../modules/training/training-status.fns';
import {
  useListKnowledgeBasesQuery,
  useRetrainKnowledgeBaseMutation,
} from '../../modules/training/training.api';
import type { KnowledgeBase } from '../../modules/training/training.types';
import { TrainingSetsTable } from '../../modules/training/TrainingSetsTable';
import { usePageParam } from '../../ui/usePageParam';
import { useRowDeletion } from '../../ui/useRowDeletion';
import { Icon } from '../../ui/Icon';
import { useToast } from '../../ui/useToast';

/** An agent's training sets, 10 a page, polled every 5 s while any of them is still training. */
export function TrainingPage() {
  const { projectId = '' } = useParams();
  const { data: project } = useProjectOrLeave(projectId, '/admin/projects');
  const [page, setPage] = usePageParam();
  const [adding, setAdding] = useState(false);
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
  const deletion = useRowDeletion(shown, page, setPage);

  const onRetrain = async (set: KnowledgeBase) => {
    try {
      await retrain(set).unwrap();
      toast.success(`Retraining ${set.title}`);
    } catch (error) {
      toast.error(errorDetail(error, 'Something went wrong'));
    }
  };

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
        <PagedList
          name="Training sets"
          query={list}
          shown={shown}
          pageSize={TRAINING_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          emptyTitle="No Training Sets Found"
          emptyText="Add your website, a sitemap, single pages or files for your agent to learn from."
        >
          {(sets) => (
            <TrainingSetsTable
              sets={sets}
              retrainingId={retrainBusy ? (retrainingSet?.id ?? null) : null}
              stale={shown.stale}
              onRetrain={(set) => void onRetrain(set)}
              onDelete={deletion.ask}
            />
          )}
        </PagedList>
      </div>

      {adding && (
        <AddTrainingSetDrawer
          projectId={projectId}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      {deletion.row && <DeleteTrainingSetDialog set={deletion.row} {...deletion.dialog} />}
    </section>
  );
}
