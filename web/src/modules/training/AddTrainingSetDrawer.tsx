import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import { FilesField } from './FilesField';
import { ParentSetField } from './ParentSetField';
import { PARENT_CHOICES_LIMIT } from './training-limits';
import { useListKnowledgeBasesQuery } from './training.api';
import { EMPTY_TRAINING_FORM, validateTrainingForm, type TrainingFormValues } from './training-form.fns';
import { TrainingTypePicker } from './TrainingTypePicker';
import { UrlRowsField } from './UrlRowsField';
import { useSubmitTrainingSet } from './useSubmitTrainingSet';

/** A website and a sitemap are each one address; the other types have fields of their own. */
const ADDRESS_FIELDS = {
  WEBSITE: { field: 'website', label: 'Website URL', placeholder: 'https://www.example.com' },
  SITEMAP: { field: 'sitemap', label: 'Sitemap URL', placeholder: 'https://www.example.com/sitemap.xml' },
} as const;

type AddTrainingSetDrawerProps = { projectId: string; onClose: () => void };

/**
 * The side panel for adding a training set: pick a type, fill its fields, submit. Mount it to
 * open, unmount it to close; like ConfirmDialog it is a native modal dialog, so focus stays
 * inside and Escape closes it (unless a submission is running).
 */
export function AddTrainingSetDrawer({ projectId, onClose }: AddTrainingSetDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [values, setValues] = useState<TrainingFormValues>(EMPTY_TRAINING_FORM);
  const [attempted, setAttempted] = useState(false);
  const { submit, busy } = useSubmitTrainingSet(projectId);
  const parents = useListKnowledgeBasesQuery({ projectId, offset: 0, limit: PARENT_CHOICES_LIMIT });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if ('showModal' in dialog) dialog.showModal();
    else (dialog as HTMLElement).setAttribute('open', '');
    return () => {
      if ('close' in dialog) dialog.close();
    };
  }, []);

  // Errors appear once the owner has tried to submit, then follow every change.
  const result = validateTrainingForm(values);
  const errors = attempted && !result.ok ? result.errors : {};
  const change = (patch: Partial<TrainingFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
  };
  const setField =
    <K extends keyof TrainingFormValues>(key: K) =>
    (value: TrainingFormValues[K]) => {
      change({ [key]: value });
    };
  const address = values.type === 'WEBSITE' || values.type === 'SITEMAP' ? ADDRESS_FIELDS[values.type] : null;
  const close = () => {
    if (!busy) onClose();
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!result.ok || busy) return;
    const outcome = await submit(result.submission);
    if (outcome.ok) onClose();
    else if (outcome.parentId !== undefined) change({ parentId: outcome.parentId, newTitle: '' });
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-end"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="modal-box flex h-dvh max-h-none w-full max-w-lg flex-col gap-6 overflow-y-auto rounded-none">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-xl font-bold">
            Add Training Set
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label="Close"
            disabled={busy}
            onClick={close}
          >
            <Icon name="close" className="h-5 w-5" />
          </button>
        </div>

        <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={(event) => void onSubmit(event)}>
          <TrainingTypePicker value={values.type} error={errors.type} onChange={setField('type')} />

          {address && (
            <TextField
              // A field of its own per type: switching types does not carry an input over.
              key={address.field}
              label={address.label}
              type="url"
              inputMode="url"
              placeholder={address.placeholder}
              value={values[address.field]}
              error={errors[address.field]}
              onChange={(event) => {
                change({ [address.field]: event.target.value });
              }}
            />
          )}

          {(values.type === 'URL' || values.type === 'FILE') && (
            <ParentSetField
              sets={parents.data?.data ?? []}
              value={values.parentId}
              newTitle={values.newTitle}
              error={errors.parent}
              newTitleError={errors.newTitle}
              onChange={setField('parentId')}
              onNewTitleChange={setField('newTitle')}
            />
          )}

          {values.type === 'URL' && (
            <UrlRowsField
              rows={values.urls}
              error={errors.urls}
              rowErrors={errors.urlRows}
              onChange={setField('urls')}
            />
          )}

          {values.type === 'FILE' && (
            <FilesField files={values.files} error={errors.files} onChange={setField('files')} />
          )}

          <div className="mt-auto flex justify-end gap-2 border-t border-base-300 pt-4">
            <button type="button" className="btn" disabled={busy} onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Submit
            </button>
          </div>
        </form>
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={close} />
    </dialog>
  );
}
