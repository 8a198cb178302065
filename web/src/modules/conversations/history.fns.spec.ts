import { describe, expect, it } from 'vitest';
import { conversationOrder, messageText, nextHistoryOffset, sourceLinks } from './history.fns';
import { testChatMessage, testConversation } from './test-conversations';

describe('nextHistoryOffset', () => {
  it('asks for the next 10 older messages after a full page', () => {
    expect(nextHistoryOffset(10, 0)).toBe(10);
    expect(nextHistoryOffset(10, 20)).toBe(30);
  });

  it('stops after a page of fewer than 10', () => {
    expect(nextHistoryOffset(9, 10)).toBeUndefined();
    expect(nextHistoryOffset(0, 0)).toBeUndefined();
  });
});

describe('conversationOrder', () => {
  it('reads the newest-first pages as one conversation, oldest first', () => {
    const all = testConversation(15);
    const order = conversationOrder([{ data: all.slice(0, 10) }, { data: all.slice(10) }]);
    expect(order.map((message) => message.message)).toEqual(
      Array.from({ length: 15 }, (_, index) => `Message ${index + 1}`),
    );
  });

  it('shows a message that two pages both returned once', () => {
    const all = testConversation(12);
    const order = conversationOrder([{ data: all.slice(0, 10) }, { data: all.slice(9) }]);
    expect(order.map((message) => message.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `m${index + 1}`),
    );
  });
});

describe('messageText', () => {
  it('falls back to the prompt or response when message is empty', () => {
    expect(messageText(testChatMessage({ message: '', prompt: 'Hi there' }))).toBe('Hi there');
    expect(messageText(testChatMessage({ role: 'assistant', message: '', response: 'Hello!' }))).toBe(
      'Hello!',
    );
  });
});

describe('sourceLinks', () => {
  it('links only http and https addresses', () => {
    const links = sourceLinks([
      { url: 'https://www.acme.test/pricing', title: 'Pricing' },
      { url: 'http://www.acme.test/about', title: '' },
      { url: 'javascript:alert(1)', title: 'Click me' },
      { url: 'data:text/html,<script>alert(1)</script>', title: 'Data' },
      { url: 'not a url', title: 'Broken' },
    ]);
    expect(links).toEqual([
      { href: 'https://www.acme.test/pricing', label: 'Pricing' },
      { href: 'http://www.acme.test/about', label: 'www.acme.test/about' },
    ]);
  });
});
