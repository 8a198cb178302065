import { useId, useState } from 'react';
import { errorDetail } from '../api/api-error';
import { Icon } from '../../ui/Icon';
import { useSendOwnerMessageMutation } from './conversations.api';

type ReplyBoxProps = {
  projectId: string;
  sessionId: string;
  /** Why the owner cannot write here now (WhatsApp's 24-hour window); null when they can. */
  closedReason: string | null;
  /** Where the reply goes, for the note under the box. */
  channel: 'whatsapp' | 'embedded_widget';
};

/**
 * The owner's own reply: sent to the visitor's open chat at once, or on WhatsApp through the Cloud
 * API. Outside WhatsApp's customer-service window the box is closed and says why; a refusal from
 * the server (the window closed meanwhile) is shown in its words.
 */
export function ReplyBox({ projectId, sessionId, closedReason, channel }: ReplyBoxProps) {
  const noteId = useId();
  const [draft, setDraft] = useState('');
  const [send, { isLoading, error, reset }] = useSendOwnerMessageMutation();
  const closed = closedReason !== null;
  const note =
    closedReason ??
    (channel === 'whatsapp'
      ? 'Your reply is sent on WhatsApp.'
      : 'Your reply appears at once in the visitor’s chat.');
  return (
    <form
      className="flex flex-col gap-2 border-t border-base-300 p-3"
      aria-label="Reply to the visitor"
      onSubmit={(event) => {
        event.preventDefault();
        const message = draft.trim();
        if (message === '' || closed || isLoading) return;
        send({ projectId, sessionId, message })
          .unwrap()
          .then(
            () => {
              setDraft('');
            },
            () => {
              // Shown from the mutation's error below; the draft is kept to try again.
            },
          );
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          className="textarea textarea-sm min-h-12 flex-1 resize-none"
          aria-label="Reply"
          aria-describedby={noteId}
          placeholder={closed ? 'Replies are closed' : 'Type a reply…'}
          rows={2}
          maxLength={2000}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error !== undefined) reset();
          }}
          disabled={closed}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={closed || isLoading || draft.trim() === ''}
        >
          <Icon name="send" className="h-4 w-4" />
          Send
        </button>
      </div>
      {error !== undefined && (
        <p role="alert" className="text-sm text-error">
          {errorDetail(error, 'Your reply could not be sent. Please try again.')}
        </p>
      )}
      <p
        id={noteId}
        className={`text-xs ${closed ? 'text-warning-content/90 font-medium' : 'text-base-content/70'}`}
      >
        {note}
      </p>
    </form>
  );
}
