// One visitor question over POST /api/v1/bot/stream-message, read as Server-Sent Events to the end,
// timed the way a visitor feels it: until the first `token` event, and until the stream ends.

/**
 * Asks `prompt` in `sessionId` and reads the whole stream. Never throws: a refusal, a dropped
 * connection or a stream without `done` comes back as `outcome` with what was seen.
 */
export async function streamQuestion({ baseUrl, slug, sessionId, prompt }) {
  const started = performance.now();
  const result = {
    outcome: 'error',
    status: 0,
    ttftMs: undefined,
    totalMs: 0,
    tokens: 0,
    response: '',
    sessionId,
    detail: '',
  };
  try {
    const response = await fetch(`${baseUrl}/api/v1/bot/stream-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ prompt, session_id: sessionId, project_id: slug }),
    });
    result.status = response.status;
    // A first message without a session has one created with it, named in this header.
    result.sessionId = response.headers.get('x-session-id') || sessionId;
    if (!response.ok || !response.body) {
      result.outcome = 'refused';
      result.detail = await response.text();
      return result;
    }
    const decoder = new TextDecoder();
    let buffered = '';
    let ended = 'truncated';
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk, { stream: true });
      let boundary;
      while ((boundary = buffered.indexOf('\n\n')) >= 0) {
        const event = parseEvent(buffered.slice(0, boundary));
        buffered = buffered.slice(boundary + 2);
        if (event.name === 'token') {
          result.ttftMs ??= performance.now() - started;
          result.tokens += 1;
        } else if (event.name === 'done') {
          ended = 'done';
          result.response = event.data?.response ?? '';
        } else if (event.name === 'error') {
          ended = 'error-event';
          result.detail = JSON.stringify(event.data);
        }
      }
    }
    result.outcome = ended;
  } catch (error) {
    result.outcome = 'connection-error';
    result.detail = error instanceof Error ? error.message : String(error);
  } finally {
    result.totalMs = performance.now() - started;
  }
  return result;
}

/** `event: <name>\ndata: <json>` → { name, data }. */
function parseEvent(block) {
  let name = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  try {
    return { name, data: data ? JSON.parse(data) : undefined };
  } catch {
    return { name, data: undefined };
  }
}
