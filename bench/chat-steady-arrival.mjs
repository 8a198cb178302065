// SECURITY.md K1's load shape: an open model, where new conversations arrive at a fixed rate
// whatever the server's pace (a closed loop would slow down with it and hide queueing), each
// conversation asking its questions one after another as a visitor does, waiting for every reply.
import { streamQuestion } from './chat-stream-client.mjs';

/**
 * Starts `ratePerSecond` conversations a second for `durationS` seconds against the agent `slug`;
 * each asks `turns` questions in a session the first one creates (as the widget does when the agent
 * asks no details), stopping at its first failed turn. Resolves when every conversation has ended,
 * with every turn's result ({ conversation, turn, startedAt (ms since the start), ...streamQuestion })
 * and the number of streams open, sampled every 100 ms.
 */
export async function runSteadyArrival({ baseUrl, slug, ratePerSecond, durationS, turns, questions }) {
  const started = performance.now();
  const results = [];
  let open = 0;
  const openSamples = [];
  const sampler = setInterval(() => openSamples.push({ at: performance.now() - started, open }), 100);

  const converse = async (conversation) => {
    let sessionId = '';
    for (let turn = 1; turn <= turns; turn += 1) {
      open += 1;
      const startedAt = performance.now() - started;
      const result = await streamQuestion({
        baseUrl,
        slug,
        sessionId,
        prompt: questions[(conversation + turn) % questions.length],
      });
      open -= 1;
      results.push({ conversation, turn, startedAt, ...result });
      if (result.outcome !== 'done') return;
      sessionId ||= result.sessionId;
    }
  };

  // Arrivals keep to their schedule: each waits for its own due time, measured from the start, so
  // a slow turn of the event loop delays one arrival without shifting all the later ones.
  const conversations = [];
  const total = Math.round(ratePerSecond * durationS);
  for (let index = 0; index < total; index += 1) {
    const dueMs = (index * 1_000) / ratePerSecond;
    const waitMs = dueMs - (performance.now() - started);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    conversations.push(converse(index));
  }
  await Promise.all(conversations);
  clearInterval(sampler);
  return { results, openSamples, elapsedMs: performance.now() - started };
}
