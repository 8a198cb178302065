import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.fns';

describe('createSseParser', () => {
  it('reads named events with JSON data, in order', () => {
    const parser = createSseParser();
    const events = parser.push(
      'event: token\ndata: {"text":"Hel"}\n\nevent: token\ndata: {"text":"lo"}\n\nevent: done\ndata: {}\n\n',
    );
    expect(events).toEqual([
      { event: 'token', data: '{"text":"Hel"}' },
      { event: 'token', data: '{"text":"lo"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('completes an event split anywhere between reads, CRLF pairs included', () => {
    const whole = 'event: token\r\ndata: {"text":"héllo"}\r\n\r\n';
    for (let cut = 1; cut < whole.length; cut += 1) {
      const parser = createSseParser();
      const events = [...parser.push(whole.slice(0, cut)), ...parser.push(whole.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual([{ event: 'token', data: '{"text":"héllo"}' }]);
    }
  });

  it('joins multi-line data, ignores comments and unknown fields, defaults the name to message', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\nid: 7\ndata: a\ndata:b\nretry: 10\n\n')).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('waits for the blank line before giving an event, and drops an unfinished one at the end', () => {
    const parser = createSseParser();
    expect(parser.push('event: token\ndata: {"text":"x"}\n')).toEqual([]);
    parser.end();
    expect(parser.push('\n')).toEqual([]);
  });

  it('gives nothing for a blank line without data (a heartbeat)', () => {
    expect(createSseParser().push('event: ping\n\n')).toEqual([]);
  });
});
