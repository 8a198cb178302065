import { describe, expect, it } from 'vitest';
import { createEventStreamReader, type StreamEvent } from './event-stream-reader.js';

/** Everything the reader dispatches when `pieces` arrive one after another. */
function read(pieces: string[]): StreamEvent[] {
  const reader = createEventStreamReader();
  return pieces.flatMap((piece) => reader.push(piece));
}

describe('event stream reader', () => {
  it('dispatches each event at its blank line, however the body is cut', () => {
    const body = 'data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n';
    const whole = read([body]);
    expect(whole).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '{"b":2}' },
      { event: 'message', data: '[DONE]' },
    ]);
    // Every cut of the body into two pieces, and one character at a time, reads the same.
    for (let cut = 1; cut < body.length; cut += 1) {
      expect(read([body.slice(0, cut), body.slice(cut)])).toEqual(whole);
    }
    expect(read(Array.from({ length: body.length }, (_, i) => body.charAt(i)))).toEqual(whole);
  });

  it('ends lines at CRLF and CR too, a CRLF cut between its two characters included', () => {
    expect(read(['data: one\r', '\n\r', '\ndata: two\r\r'])).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
    ]);
  });

  it('joins data lines, keeps event names, and skips comments, other fields and events without data', () => {
    const body =
      ': keep-alive\n\nevent: error\ndata: {"error":\ndata: "down"}\nid: 7\nretry: 100\n\nevent: ping\n\ndata:x\n\n';
    expect(read([body])).toEqual([
      { event: 'error', data: '{"error":\n"down"}' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('holds an event back until its blank line arrives', () => {
    const reader = createEventStreamReader();
    expect(reader.push('data: half')).toEqual([]);
    expect(reader.push(' done\n')).toEqual([]);
    expect(reader.push('\n')).toEqual([{ event: 'message', data: 'half done' }]);
  });
});
