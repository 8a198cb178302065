import { useId } from 'react';
import { Icon } from '../../ui/Icon';

/**
 * Where the owner will answer a WhatsApp visitor. Sending arrives with the WhatsApp integration;
 * until then the box is shown but disabled, and says so, rather than pretending to send.
 */
export function ReplyBox() {
  const noteId = useId();
  return (
    <form
      className="flex flex-col gap-2 border-t border-base-300 p-3"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          className="textarea textarea-sm min-h-12 flex-1 resize-none"
          aria-label="Reply"
          aria-describedby={noteId}
          placeholder="Type a reply…"
          rows={2}
          disabled
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled>
          <Icon name="send" className="h-4 w-4" />
          Send
        </button>
      </div>
      <p id={noteId} className="text-xs text-base-content/70">
        Replies to WhatsApp conversations are enabled with the WhatsApp integration.
      </p>
    </form>
  );
}
