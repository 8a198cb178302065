import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorDetail } from '../../modules/api/api-error';
import { DeleteSourceDialog } from '../../modules/training/DeleteSourceDialog';
import { PageLoadingNotice } from '../../modules/training/PageLoadingNotice';
import { shownPage } from '../../modules/training/shown-page.fns';
import { SourcesTable } from '../../modules/training/SourcesTable';
import { TRAINING_TYPE_LABEL } from '../../modules/training/training-labels';
import { TRAINING_PAGE_SIZE } from '../../modules/training/training-limits';
import { trainingPollInterval } from '../../modules/training/training-status.fns';
import { useListResourcesQuery } from '../../modules/training/training.api';
import type { Resource } from '../../modules/training/training.types';
import { TrainingProgress } from '../../modules/training/TrainingProgress';
import { usePageParam } from '../../modules/training/usePageParam';
import { useSourceActions } from '../../modules/training/useSourceActions';
import { useTrainingSetOrLeave } from '../../modules/training/useTrainingSetOrLeave';
import { Icon } from '../../ui/Icon';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';

/** The pages and files of one training set, 10 a page; polled every 5 s while anything is moving. */
export function TrainingSourcesPage() {
  const { projectId = '', knowledgebaseId = '' } = useParams();
  const [page, setPage] = usePageParam();
  const [pollingInterval, setPollingInterval] = useState(0);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const actions = useSourceActions();

  const { data: set } = useTrainingSetOrLeave(knowledgebaseId, pollingInterval);
  const list = useListResourcesQuery(
    { knowledgeBaseId: knowledgebaseId, offset: (page - 1) * TRAINING_PAGE_SIZE },
    { pollingInterval, skip: knowledgebaseId === '' },
  );
  // Adjusted during render (not in an effect) so polling starts or stops with the answer itself.
  const shown = shownPage(list);
  const wanted = trainingPollInterval(set ? [set] : [], shown.rows ?? []);
  if (wanted !== pollingInterval) setPollingInterval(wanted);

  const pageCount = Math.ceil(shown.total / TRAINING_PAGE_SIZE);

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
            <TrainingProgress set={set} />
          </div>

          <div className="mt-6">
            {list.isLoading ? (
              <PageLoader label="Loading sources" />
            ) : list.error !== undefined ? (
              <div role="alert" className="alert alert-error alert-soft">
                <span>{errorDetail(list.error, 'Sources could not be loaded.')}</span>
              </div>
            ) : shown.rows === undefined || shown.rows.length === 0 ? (
              <div className="card card-border bg-base-100">
                <div className="card-body items-center py-12 text-center">
                  <Icon name="database" className="h-10 w-10 text-base-content/40" />
                  <h2 className="text-xl font-semibold">No Sources Found</h2>
                  <p className="text-base-content/70">
                    {set.status === 'INQUEUE' || set.status === 'INPROGRESS'
                      ? 'Pages appear here as they are found.'
                      : 'This training set has no pages or files yet.'}
                  </p>
                </div>
              </div>
            ) : (
              <div className="flex flex-col gap-6">
                <SourcesTable
                  sources={shown.rows}
                  busyId={actions.busyId}
                  stale={shown.stale}
                  onRetry={(source) => void actions.retry(source)}
                  onDownload={(source) => void actions.download(source)}
                  onDelete={setDeleting}
                />
                <div className="flex flex-col gap-2">
                  <Pager label="Sources pages" page={page} pageCount={pageCount} onChange={setPage} />
                  <PageLoadingNotice page={page} loading={shown.stale} />
                </div>
              </div>
            )}
          </div>
        </>
      )}

      {deleting && (
        <DeleteSourceDialog
          source={deleting}
          onClose={() => {
            setDeleting(null);
          }}
          onDeleted={() => {
            if (page > 1 && shown.rows?.length === 1) setPage(page - 1);
          }}
        />
      )}
    </section>
  );
}
