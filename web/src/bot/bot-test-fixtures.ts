import type { HistoryMessage, PublicProject } from './bot-api.types';

/** The public view of an agent as GET /projects/project/{id} answers it. */
export function publicProject(overrides: Partial<PublicProject> = {}): PublicProject {
  return {
    project_id: 'acme',
    name: 'acme.test',
    description: 'Acme answers',
    bot_name: 'Acme Helper',
    bot_welcome_message: 'Hi! How can I help?',
    bot_template_messages: 'What do you sell?, Opening hours ,',
    require_user_details: false,
    theme: {
      position: 'bottom-right',
      button: { button_text: 'Chat', button_color: '#383A9E' },
      user_message_bubble_color: '#123456',
      bot_message_bubble_color: '#FFECEE',
      text_color: '#FFFFFF',
      chat_screen_background_color: '#FAFAFA',
      width: 400,
      height: 500,
    },
    status: 'active',
    paused: false,
    ...overrides,
  };
}

export function historyMessage(
  overrides: Partial<HistoryMessage> & Pick<HistoryMessage, 'id'>,
): HistoryMessage {
  return {
    role: 'user',
    message: '',
    timestamp: '2025-01-01T10:00:00.000Z',
    status: 'complete',
    metadata: { sources: [] },
    ...overrides,
  };
}

/** A text/event-stream answer the test writes event by event, with the session id header. */
export function sseAnswer(sessionId = 'sess-new') {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  const write = (text: string) => {
    controller?.enqueue(encoder.encode(text));
  };
  return {
    route: () =>
      new Response(body, { headers: { 'Content-Type': 'text/event-stream', 'x-session-id': sessionId } }),
    send: (event: string, data: unknown) => {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** The whole reply in one go: tokens, sources, done. */
    reply: (text: string, sources: { url: string; title: string }[] = []) => {
      for (const piece of text.match(/.{1,4}/gs) ?? [])
        write(`event: token\ndata: ${JSON.stringify({ text: piece })}\n\n`);
      write(`event: sources\ndata: ${JSON.stringify({ sources })}\n\n`);
      write(
        `event: done\ndata: ${JSON.stringify({ session_id: sessionId, message_id: 'm1', response: text })}\n\n`,
      );
      controller?.close();
    },
    close: () => {
      controller?.close();
    },
  };
}
