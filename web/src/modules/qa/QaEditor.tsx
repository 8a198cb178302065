import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { PagedList } from '../../ui/PagedList';
import { shownPage } from '../../ui/shown-page.fns';
import { usePageParam } from '../../ui/usePageParam';
import { useDeleteQaPairMutation, useListQaPairsQuery } from './qa.api';
import { QaCsvImportButton } from './QaCsvImportButton';
import { QaPairDialog } from './QaPairDialog';
import type { QaPair } from './qa.types';

const PAGE_SIZE = 20;

/** A Q&A training set's questions and answers: written, changed, removed, or imported from CSV. */
export function QaEditor({ knowledgeBaseId }: { knowledgeBaseId: string }) {
  const [page, setPage] = usePageParam();
  const list = useListQaPairsQuery({ knowledgeBaseId, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const shown = shownPage(list);
  const [editing, setEditing] = useState<QaPair | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QaPair | null>(null);
  const [deletePair, deletion] = useDeleteQaPairMutation();

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-base-content/70">
          A visitor asking one of these questions, in their own words, gets your answer as written. CSV files
          need the header <code>question,answer</code>.
        </p>
        <div className="flex flex-wrap gap-2">
          <QaCsvImportButton knowledgeBaseId={knowledgeBaseId} />
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setEditing('new');
            }}
          >
            Add question
          </button>
        </div>
      </div>
      <PagedList
        name="Questions"
        query={list}
        shown={shown}
        pageSize={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        emptyIcon="chat"
        emptyTitle="No Questions Yet"
        emptyText="Add a question and its answer, or import them from a CSV file."
      >
        {(pairs) => (
          <ul className="flex flex-col gap-3" aria-label="Questions and answers">
            {pairs.map((pair) => (
              <li key={pair.id} className="card card-border bg-base-100">
                <div className="card-body gap-2 p-4">
                  <h3 className="font-semibold wrap-anywhere">{pair.question}</h3>
                  <p className="text-sm whitespace-pre-line text-base-content/80 wrap-anywhere">
                    {pair.answer}
                  </p>
                  <div className="card-actions justify-end">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Edit ${pair.question}`}
                      onClick={() => {
                        setEditing(pair);
                      }}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm text-error"
                      aria-label={`Delete ${pair.question}`}
                      onClick={() => {
                        setDeleting(pair);
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      {editing !== null && (
        <QaPairDialog
          knowledgeBaseId={knowledgeBaseId}
          {...(editing === 'new' ? {} : { pair: editing })}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            setEditing(null);
          }}
        />
      )}
      {deleting !== null && (
        <ConfirmDeleteDialog
          title="Delete Question?"
          remove={() => deletePair(deleting).unwrap()}
          busy={deletion.isLoading}
          toasts={{ deleted: 'Question deleted', failed: 'The question could not be deleted' }}
          onClose={() => {
            setDeleting(null);
          }}
          onDeleted={() => {
            setDeleting(null);
          }}
        >
          <p>
            <span className="font-semibold wrap-anywhere">{deleting.question}</span> and its answer will be
            deleted.
          </p>
        </ConfirmDeleteDialog>
      )}
    </div>
  );
}
