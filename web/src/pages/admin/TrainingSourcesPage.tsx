import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DeleteSourceDialog } from '../../modules/training/DeleteSourceDialog';
import { FailureSummary } from '../../modules/training/FailureSummary';
import { SourceFilterBar } from '../../modules/training/SourceFilterBar';
import { PagedList } from '../../ui/PagedList';
import { shownPage } from '../../ui/shown-page.fns';
import { SourcesTable } from '../../modules/training/SourcesTable';
import { TRAINING_TYPE_LABEL } from '../../modules/training/training-labels';
import { TRAINING_PAGE_SIZE } from '../../modules/training/training-limits';
import { trainingPollInterval } from '../../modules/training/training-status.fns';
import { useListResourcesQuery, useSyncKnowledgeBaseMutation } from '../../modules/training/training.api';
import { SyncStatus } from '../../modules/training/SyncStatus';
import { errorDetail } from '../../modules/api/api-error';
import { useToast } from '../../ui/useToast';
import { TrainingProgress } from '../../modules/training/TrainingProgress';
import { usePageParam } from '../../ui/usePageParam';
import { useRowDeletion } from '../../ui/useRowDeletion';
import { useSourceActions } from '../../modules/training/useSourceActions';
import { useSourceFilters } from '../../modules/training/useSourceFilters';
import { useTrainingSetOrLeave } from '../../modules/training/useTrainingSetOrLeave';
import { PageLoader } from '../../ui/PageLoader';
import { QaEditor } from '../../modules/qa/QaEditor';

/**
 * The pages and files of one training set, 10 a page, filtered by status, failure reason and words
 * on the server; the set's failures grouped by reason. Polled every 5 s while anything is moving.
 */
export function TrainingSourcesPage() {
  const { projectId = '', knowledgebaseId = '' } = useParams();
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useSourceFilters();
  const [pollingInterval, setPollingInterval] = useState(0);
  const actions = useSourceActions();
  const [sync, syncState] = useSyncKnowledgeBaseMutation();
  const toast = useToast();

  const { data: set } = useTrainingSetOrLeave(knowledgebaseId, pollingInterval);
  const list = useListResourcesQuery(
    { knowledgeBaseId: knowledgebaseId, offset: (page - 1) * TRAINING_PAGE_SIZE, filters },
    { pollingInterval, skip: knowledgebaseId === '' || set?.type === 'QA' },
  );
  const failureGroups = (list.currentData ?? list.data)?.failure_groups ?? [];
  const filtered = filters.status !== '' || filters.search !== '' || filters.reason !== '';
  // Adjusted during render (not in an effect) so polling starts or stops with the answer itself.
  const shown = shownPage(list);
  const wanted = trainingPollInterval(set ? [set] : [], shown.rows ?? []);
  if (wanted !== pollingInterval) setPollingInterval(wanted);
  const deletion = useRowDeletion(shown, page, setPage);

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6">
      <Link
        to={`/admin/projects/${encodeURIComponent(projectId)}/training`}
        className="link link-hover text-sm text-base-content/70"
      >
        <span aria-hidden="true">← </span>Back
      </Link>
      {set === undefined ? (
        <PageLoader label="Loading the training set" />
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="min-w-0 text-3xl font-bold tracking-tight wrap-anywhere">{set.title}</h1>
                <span className="badge badge-outline">{TRAINING_TYPE_LABEL[set.type]}</span>
              </div>
              {set.url !== '' && <p className="mt-1 text-sm text-base-content/70 wrap-anywhere">{set.url}</p>}
            </div>
            {set.type !== 'QA' && <TrainingProgress set={set} />}
          </div>

          {set.type === 'QA' ? (
            <QaEditor knowledgeBaseId={set.id} />
          ) : (
            <div className="mt-6 flex flex-col gap-4">
              <SyncStatus
                set={set}
                syncing={syncState.isLoading}
                onSync={() => {
                  sync(set)
                    .unwrap()
                    .then(() => {
                      toast.success(`Syncing ${set.title} with its site`);
                    })
                    .catch((error: unknown) => {
                      toast.error(errorDetail(error, 'Something went wrong'));
                    });
                }}
              />
              <FailureSummary
                groups={failureGroups}
                reason={filters.reason}
                onShowReason={(reason) => {
                  setFilters({ reason, status: reason === '' ? '' : 'Failed' });
                }}
                retrying={actions.retryingAll}
                onRetryFailed={() => void actions.retryFailed(set)}
              />
              <SourceFilterBar filters={filters} onChange={setFilters} />
              <PagedList
                name="Sources"
                query={list}
                shown={shown}
                pageSize={TRAINING_PAGE_SIZE}
                page={page}
                onPageChange={setPage}
                emptyTitle="No Sources Found"
                emptyText={
                  filtered
                    ? 'No source matches these filters.'
                    : set.status === 'INQUEUE' || set.status === 'INPROGRESS'
                      ? 'Pages appear here as they are found.'
                      : 'This training set has no pages or files yet.'
                }
              >
                {(sources) => (
                  <SourcesTable
                    sources={sources}
                    busyId={actions.busyId}
                    stale={shown.stale}
                    onRetry={(source) => void actions.retry(source)}
                    onDownload={(source) => void actions.download(source)}
                    onDelete={deletion.ask}
                  />
                )}
              </PagedList>
            </div>
          )}
        </>
      )}

      {deletion.row && <DeleteSourceDialog source={deletion.row} {...deletion.dialog} />}
    </section>
  );
}
