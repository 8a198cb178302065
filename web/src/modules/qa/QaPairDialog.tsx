import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { TextAreaField } from '../../ui/TextAreaField';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import { useSaveQaPairMutation } from './qa.api';
import { QA_LIMITS, type QaPair } from './qa.types';

type QaPairDialogProps = {
  knowledgeBaseId: string;
  /** The pair to change; absent to add one. */
  pair?: QaPair;
  /** A question to start from (the unanswered questions' "Answer this"). */
  initialQuestion?: string;
  onClose: () => void;
  onSaved: (pair: QaPair) => void;
};

/** Writes or changes one question and its answer. Mount it to open; unmount it to close. */
export function QaPairDialog({
  knowledgeBaseId,
  pair,
  initialQuestion = '',
  onClose,
  onSaved,
}: QaPairDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [question, setQuestion] = useState(pair?.question ?? initialQuestion);
  const [answer, setAnswer] = useState(pair?.answer ?? '');
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});
  const [save, { isLoading }] = useSaveQaPairMutation();
  const toast = useToast();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if ('showModal' in dialog) dialog.showModal();
    else (dialog as HTMLElement).setAttribute('open', '');
    return () => {
      if ('close' in dialog) dialog.close();
    };
  }, []);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (question.trim() === '') found.question = 'Question is required';
    if (answer.trim() === '') found.answer = 'Answer is required';
    setErrors(found);
    if (found.question !== undefined || found.answer !== undefined) return;
    try {
      const saved = await save({
        knowledgeBaseId,
        ...(pair ? { id: pair.id } : {}),
        question,
        answer,
      }).unwrap();
      toast.success('Answer saved');
      onSaved(saved);
    } catch (error) {
      toast.error(errorDetail(error, 'The answer could not be saved'));
    }
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isLoading) onClose();
      }}
    >
      <form noValidate className="modal-box flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
        <h2 id={titleId} className="text-lg font-bold">
          {pair ? 'Edit answer' : 'Answer a question'}
        </h2>
        <TextAreaField
          label="Question"
          rows={2}
          maxLength={QA_LIMITS.questionChars}
          value={question}
          error={errors.question}
          onChange={(event) => {
            setQuestion(event.target.value);
          }}
        />
        <TextAreaField
          label="Answer"
          hint="Visitors asking this, in any wording, get this answer as you write it."
          rows={5}
          maxLength={QA_LIMITS.answerChars}
          value={answer}
          error={errors.answer}
          autoFocus={question !== ''}
          onChange={(event) => {
            setAnswer(event.target.value);
          }}
        />
        <div className="modal-action mt-0">
          <button type="button" className="btn" disabled={isLoading} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Save answer
          </button>
        </div>
      </form>
      <div
        className="modal-backdrop"
        aria-hidden="true"
        onClick={() => {
          if (!isLoading) onClose();
        }}
      />
    </dialog>
  );
}
