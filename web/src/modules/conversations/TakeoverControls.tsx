import { errorDetail } from '../api/api-error';
import { useHandBackMutation, useTakeOverMutation } from './conversations.api';
import type { ChatSession } from './conversations.types';

/**
 * Take over / Hand back: while an owner holds a conversation the agent stays quiet in it (website
 * chat and WhatsApp alike) and the owner answers in person; handing back lets the agent answer the
 * next message.
 */
export function TakeoverControls({ projectId, session }: { projectId: string; session: ChatSession }) {
  const [takeOver, taking] = useTakeOverMutation();
  const [handBack, handing] = useHandBackMutation();
  const args = { projectId, sessionId: session.id };
  const error = taking.error ?? handing.error;
  const busy = taking.isLoading || handing.isLoading;
  return (
    <div className="flex flex-col items-end gap-1">
      {session.taken_over ? (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={busy}
          onClick={() => {
            void handBack(args);
          }}
        >
          Hand back
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={busy}
          onClick={() => {
            void takeOver(args);
          }}
        >
          Take over
        </button>
      )}
      {error !== undefined && (
        <p role="alert" className="text-xs text-error">
          {errorDetail(error, 'That did not work. Please try again.')}
        </p>
      )}
    </div>
  );
}
