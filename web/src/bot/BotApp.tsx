import { useCallback, useEffect, useState } from 'react';
import { createSession, fetchPublicProject } from './bot-api';
import { BotApiError } from './bot-api-error';
import type { PublicProject } from './bot-api.types';
import { ChatScreen } from './ChatScreen';
import { chatColours } from './chat-theme.fns';
import type { VisitorDetails } from './details-form.fns';
import { DetailsForm } from './DetailsForm';
import { logFailure } from './log-failure';
import { PausedAgent } from './PausedAgent';
import {
  deleteStoredChatSession,
  readStoredChatSession,
  storeChatSession,
  type StoredChatSession,
} from './session-storage';
import { Spinner } from './Spinner';
import { describeVisitor } from './visitor-environment';

type Props = {
  projectId: string;
  /** Reloads the page ('Start Again'); a parameter so tests can watch it. */
  reload?: () => void;
};

function defaultReload() {
  window.location.reload();
}

/** The visitor chat page: loads the agent, asks for details when it must, then chats (spec §2, §4). */
export function BotApp({ projectId, reload = defaultReload }: Props) {
  const [project, setProject] = useState<PublicProject | null>(null);
  const [loading, setLoading] = useState(true);
  const [openedWith] = useState(() => readStoredChatSession(projectId));
  const [session, setSession] = useState<StoredChatSession | null>(openedWith);
  const [detailsRefusal, setDetailsRefusal] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPublicProject(projectId, controller.signal).then(
      (loaded) => {
        setProject(loaded);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logFailure('agent not loaded', error);
        setLoading(false);
      },
    );
    return () => {
      controller.abort();
    };
  }, [projectId]);

  const remember = useCallback(
    (started: StoredChatSession) => {
      storeChatSession(projectId, started);
      setSession(started);
    },
    [projectId],
  );

  const onSessionStarted = useCallback(
    (id: string) => {
      remember({ id, created_at: new Date().toISOString() });
    },
    [remember],
  );

  const onSessionLost = useCallback(() => {
    deleteStoredChatSession(projectId);
    setSession(null);
  }, [projectId]);

  const submitDetails = async (details: VisitorDetails) => {
    setDetailsRefusal(null);
    try {
      const created = await createSession(projectId, describeVisitor(window), details);
      remember({ id: created.id, created_at: created.created_at });
    } catch (error) {
      logFailure('chat session not started', error);
      // A refusal (too many chats, the agent busy) says why; anything else asks for another try.
      setDetailsRefusal(
        error instanceof BotApiError && error.status >= 400 && error.status < 500 && error.message !== ''
          ? error.message
          : 'Something went wrong. Please try again.',
      );
    }
  };

  if (loading) return <Spinner />;
  // Spec §8: a failed load is only logged; an empty page rather than a broken one.
  if (project === null) return <main aria-label="Chat" className="h-dvh" />;
  if (project.paused) {
    return (
      <PausedAgent
        colours={chatColours(project.theme)}
        name={project.bot_name === '' ? project.name : project.bot_name}
      />
    );
  }
  if (project.require_user_details && session === null) {
    return (
      <DetailsForm colours={chatColours(project.theme)} onSubmit={submitDetails} refusal={detailsRefusal} />
    );
  }
  return (
    <ChatScreen
      project={project}
      sessionId={session?.id ?? null}
      // Only a session stored before this page opened has earlier turns to show.
      resumeSessionId={openedWith !== null && session?.id === openedWith.id ? openedWith.id : null}
      onSessionStarted={onSessionStarted}
      onSessionLost={onSessionLost}
      onStartAgain={() => {
        deleteStoredChatSession(projectId);
        reload();
      }}
    />
  );
}
