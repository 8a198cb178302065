/** One server-sent event: its name ('message' when the server gave none) and its data lines joined. */
export type SseEvent = { event: string; data: string };

export type SseParser = {
  /** Feeds decoded text; returns the events completed by it. */
  push: (text: string) => SseEvent[];
  /** The stream ended: an event left without its blank line is dropped, as browsers do. */
  end: () => void;
};

/**
 * A parser for the `text/event-stream` format (WHATWG HTML §9.2.6) over text arriving in arbitrary
 * pieces: a line, a CRLF pair or a multi-byte character may be split between two reads.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const takeLine = (line: string, out: SseEvent[]) => {
    if (line === '') {
      if (data.length > 0) out.push({ event: event === '' ? 'message' : event, data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text) {
      buffer += text;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (match === null) break;
        // A lone CR at the very end may be the first half of a CRLF still on its way.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        takeLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    end() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}
