import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorDetail } from '../../modules/api/api-error';
import { QaPairDialog } from '../../modules/qa/QaPairDialog';
import {
  useDismissUnansweredMutation,
  useListUnansweredQuery,
} from '../../modules/unanswered/unanswered.api';
import { UnansweredGroupCard } from '../../modules/unanswered/UnansweredGroupCard';
import type { UnansweredGroup } from '../../modules/unanswered/unanswered.types';
import { useQaSetFor } from '../../modules/unanswered/useQaSetFor';
import { Icon } from '../../ui/Icon';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/useToast';

/**
 * An agent's unanswered questions: those it declined or answered weakly and those where a visitor
 * asked for a person, grouped by meaning. "Answer this" writes the answer into the agent's Q&A (the next
 * visitor asking it gets that answer) and takes the group off the list; Dismiss takes it off
 * until a visitor asks it again.
 */
export function UnansweredPage() {
  const { projectId = '' } = useParams();
  const list = useListUnansweredQuery(projectId, { skip: projectId === '', refetchOnMountOrArgChange: true });
  const [dismiss, dismissal] = useDismissUnansweredMutation();
  const qaSetFor = useQaSetFor(projectId);
  const toast = useToast();
  const [answering, setAnswering] = useState<{ group: UnansweredGroup; setId: string } | null>(null);
  const [opening, setOpening] = useState(false);

  const onAnswer = async (group: UnansweredGroup) => {
    setOpening(true);
    try {
      setAnswering({ group, setId: await qaSetFor() });
    } catch (error) {
      toast.error(errorDetail(error, 'The Q&A could not be opened'));
    } finally {
      setOpening(false);
    }
  };

  /** `said`: the toast on success (none after an answer, whose save said so already). */
  const onDismiss = async (group: UnansweredGroup, said: string | null) => {
    try {
      await dismiss({ projectId, groupId: group.id }).unwrap();
      if (said !== null) toast.success(said);
    } catch (error) {
      toast.error(errorDetail(error, 'The question could not be dismissed'));
    }
  };

  const groups = list.data?.data ?? [];
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6">
      <Link to="/admin/projects" className="link link-hover text-sm text-base-content/70">
        <span aria-hidden="true">← </span>Agents
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Unanswered questions</h1>
      <p className="mt-1 text-base-content/70">
        What visitors asked that your agent could not answer or answered only weakly, or where they asked for
        a person, grouped by meaning. Answer one and the next visitor who asks it gets your answer.
      </p>
      <div className="mt-6">
        {list.isLoading ? (
          <PageLoader label="Loading the unanswered questions" />
        ) : list.error !== undefined ? (
          <div role="alert" className="alert alert-error alert-soft">
            <span>{errorDetail(list.error, 'The unanswered questions could not be loaded.')}</span>
          </div>
        ) : groups.length === 0 ? (
          <div className="card card-border bg-base-100">
            <div className="card-body items-center py-12 text-center">
              <Icon name="checkCircle" className="h-10 w-10 text-success" />
              <h2 className="text-lg font-semibold">Nothing waiting</h2>
              <p className="text-base-content/70">Every question visitors asked has an answer.</p>
            </div>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Unanswered questions">
            {groups.map((group) => (
              <UnansweredGroupCard
                key={group.id}
                projectId={projectId}
                group={group}
                busy={opening || dismissal.isLoading}
                onAnswer={(chosen) => void onAnswer(chosen)}
                onDismiss={(chosen) => void onDismiss(chosen, 'Dismissed')}
              />
            ))}
          </ul>
        )}
      </div>
      {answering && (
        <QaPairDialog
          knowledgeBaseId={answering.setId}
          initialQuestion={answering.group.question}
          onClose={() => {
            setAnswering(null);
          }}
          onSaved={() => {
            const { group } = answering;
            setAnswering(null);
            // Answered: it waits no longer (a visitor asking it now gets the answer).
            void onDismiss(group, null);
          }}
        />
      )}
    </section>
  );
}
