import { useEffect, useState } from 'react';
import { useCompleteWhatsAppMutation } from './integrations.api';
import { callbackParams, connectionFailed, missingCode, type CallbackOutcome } from './callback-outcome.fns';
import { NOT_STARTED_HERE, CONNECTION_FAILED } from './integrations-messages';
import { takePendingConnection } from './pending-connection.storage';

/** Spec §7: the code is submitted after 200 ms of quiet. */
export const CODE_SUBMIT_DELAY_MS = 200;

/**
 * Meta's codes this page has submitted. A code works once at Meta; React's development double
 * effects, a remount or a second render of the page must never send it twice.
 */
const takenCodes = new Set<string>();

/**
 * The callback page's work: Meta's code and state go to the server once (after a short quiet, so
 * double effects cancel each other), for the agent this tab started the connection for; the
 * answer is the business's numbers to choose from, or why it failed.
 */
export function useWhatsAppCallback(search: URLSearchParams): CallbackOutcome {
  const params = callbackParams(search);
  const code = params?.code ?? '';
  const state = params?.state ?? '';
  const [complete] = useCompleteWhatsAppMutation();
  const [outcome, setOutcome] = useState<CallbackOutcome>(
    params === null ? missingCode : { kind: 'connecting' },
  );

  useEffect(() => {
    if (code === '') return;
    const submit = async () => {
      if (takenCodes.has(code)) return;
      takenCodes.add(code);
      const projectId = takePendingConnection(state);
      if (projectId === null) {
        setOutcome({ kind: 'failed', title: CONNECTION_FAILED, detail: NOT_STARTED_HERE });
        return;
      }
      try {
        const integration = await complete({ project_id: projectId, code, state }).unwrap();
        setOutcome({ kind: 'choosing', projectId, integration });
      } catch (error) {
        setOutcome(connectionFailed(error));
      }
    };
    const timer = setTimeout(() => {
      void submit();
    }, CODE_SUBMIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [code, state, complete]);

  return outcome;
}
