import type { ChatModel } from './chat-model.port.js';
import type { PromptMessage } from './prompt-text.fns.js';
import { UpstreamTimeoutError } from './upstream-failure.fns.js';

/** One streamed request to the provider, read chunk by chunk, each read under a time budget. */
export type UpstreamAttempt = {
  /**
   * The next piece of text ('' for chunks without text). Rejects when the budget runs out
   * (UpstreamTimeoutError), the visitor leaves (their signal's reason) or the provider fails;
   * in the first two cases the HTTP request has already been aborted.
   */
  next(budgetMs: number, phase: UpstreamTimeoutError['phase']): Promise<IteratorResult<string, undefined>>;
  /** Aborts the request if it is still open and stops listening to the visitor's signal. */
  close(): void;
};

const ignore = () => undefined;

export function startUpstreamAttempt(
  model: ChatModel,
  messages: readonly PromptMessage[],
  visitorSignal: AbortSignal,
): UpstreamAttempt {
  const controller = new AbortController();
  const onVisitorLeft = () => {
    controller.abort(visitorSignal.reason);
  };
  visitorSignal.addEventListener('abort', onVisitorLeft, { once: true });
  if (visitorSignal.aborted) onVisitorLeft();

  // Rejects the moment the request is aborted, whoever aborts it, so no read outlives its budget
  // even if a client library were slow to notice the abort.
  const aborted = new Promise<never>((_, reject) => {
    const rejectWithReason = () => {
      reject(controller.signal.reason as Error);
    };
    if (controller.signal.aborted) rejectWithReason();
    else controller.signal.addEventListener('abort', rejectWithReason, { once: true });
  });
  aborted.catch(ignore);

  const iterator = model.stream(messages, controller.signal);
  iterator.catch(ignore);

  return {
    async next(budgetMs, phase) {
      const timer = setTimeout(() => {
        controller.abort(new UpstreamTimeoutError(phase));
      }, budgetMs);
      try {
        const read = iterator.then((chunks) => chunks.next());
        read.catch(ignore);
        const result = await Promise.race([read, aborted]);
        return result.done ? { done: true, value: undefined } : { done: false, value: result.value };
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      visitorSignal.removeEventListener('abort', onVisitorLeft);
      if (!controller.signal.aborted) controller.abort(new Error('answer stream closed'));
      iterator.then((chunks) => chunks.return?.()).catch(ignore);
    },
  };
}
