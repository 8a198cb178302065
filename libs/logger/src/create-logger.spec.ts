import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, isAcceptableRequestId, runWithRequestContext } from './index.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: createLogger({ service: 'test', destination }) };
}

describe('createLogger', () => {
  it('never writes passwords, codes, tokens or contact details', () => {
    const { lines, log } = capture();
    log.info(
      {
        password: 'hunter22',
        otp: '1234',
        user: { email: 'a@b.test', phone: '+911234567890', token: 'eyJx' },
      },
      'registered',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['hunter22', '1234', 'a@b.test', '+911234567890', 'eyJx']) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ service: 'test', msg: 'registered', password: '[redacted]' });
  });

  it('stamps the current request id on every line written inside a request', () => {
    const { lines, log } = capture();
    runWithRequestContext({ requestId: 'req-12345678' }, () => {
      log.info('inside');
    });
    log.info('outside');
    expect(lines[0]).toMatchObject({ request_id: 'req-12345678' });
    expect(lines[1]).not.toHaveProperty('request_id');
  });

  it('refuses request ids that could forge log lines', () => {
    expect(isAcceptableRequestId('a1b2c3d4-e5f6')).toBe(true);
    expect(isAcceptableRequestId('x\n{"level":60}')).toBe(false);
    expect(isAcceptableRequestId('short')).toBe(false);
  });
});
