import { describe, expect, it } from 'vitest';
import { isMinimizeRequest } from './minimize-message.fns.js';

const ORIGIN = 'https://app.sitesage.test';
const frameWindow = {} as MessageEventSource;
const otherWindow = {} as MessageEventSource;

function message(overrides: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>>) {
  return { origin: ORIGIN, source: frameWindow, data: { action: 'minimizeChat' }, ...overrides };
}

describe('isMinimizeRequest', () => {
  it('accepts the chat frame asking to minimise', () => {
    expect(isMinimizeRequest(message({}), ORIGIN, frameWindow)).toBe(true);
  });

  it('ignores the same message from another origin', () => {
    expect(isMinimizeRequest(message({ origin: 'https://evil.test' }), ORIGIN, frameWindow)).toBe(false);
  });

  it('ignores the right origin from another window (a second SiteSage frame, a popup)', () => {
    expect(isMinimizeRequest(message({ source: otherWindow }), ORIGIN, frameWindow)).toBe(false);
    expect(isMinimizeRequest(message({ source: null }), ORIGIN, null)).toBe(false);
  });

  it('ignores anything before the frame exists', () => {
    expect(isMinimizeRequest(message({}), ORIGIN, null)).toBe(false);
  });

  it.each([
    ['a string', 'minimizeChat'],
    ['JSON text', '{"action":"minimizeChat"}'],
    ['another action', { action: 'openChat' }],
    ['extra fields', { action: 'minimizeChat', redirect: 'https://evil.test' }],
    ['an array', ['minimizeChat']],
    ['null', null],
  ])('ignores %s', (_name, data) => {
    expect(isMinimizeRequest(message({ data }), ORIGIN, frameWindow)).toBe(false);
  });
});
