/** One Server-Sent Event: its `event:` name ('message' when none) and its `data:` lines joined. */
export type StreamEvent = { readonly event: string; readonly data: string };

/**
 * Reads a `text/event-stream` body as it arrives, in pieces cut anywhere (mid-line, mid-CRLF):
 * `push` returns the events each piece completes. Per the HTML standard's rules: lines end with
 * LF, CRLF or CR; a blank line ends an event; `data:` lines are joined with LF; comments (`:`)
 * and fields other than `event` and `data` are ignored; an event without data is not dispatched.
 */
export function createEventStreamReader(): { push(text: string): StreamEvent[] } {
  let pending = '';
  // A CR at the very end of a piece may be the first half of a CRLF: the LF must not end a second line.
  let afterCarriageReturn = false;
  let event = '';
  let data: string[] = [];

  const line = (text: string, dispatched: StreamEvent[]) => {
    if (text === '') {
      if (data.length > 0)
        dispatched.push({ event: event === '' ? 'message' : event, data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  return {
    push(text) {
      const dispatched: StreamEvent[] = [];
      let start = 0;
      if (afterCarriageReturn && text.startsWith('\n')) start = 1;
      afterCarriageReturn = false;
      for (let i = start; i < text.length; i += 1) {
        const char = text.charCodeAt(i);
        if (char !== 10 && char !== 13) continue;
        line(pending + text.slice(start, i), dispatched);
        pending = '';
        if (char === 13) {
          if (i + 1 === text.length) afterCarriageReturn = true;
          else if (text.charCodeAt(i + 1) === 10) i += 1;
        }
        start = i + 1;
      }
      pending += text.slice(start);
      return dispatched;
    },
  };
}
