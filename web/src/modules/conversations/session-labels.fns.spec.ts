import { describe, expect, it } from 'vitest';
import { replyState, visitorContact, visitorName, WHATSAPP_WINDOW_CLOSED } from './session-labels.fns';

describe('session labels', () => {
  it("calls a visitor without a name 'Anonymous visitor'", () => {
    expect(visitorName({ name: '  ' })).toBe('Anonymous visitor');
    expect(visitorName({ name: 'Ravi' })).toBe('Ravi');
  });

  it('joins the contact details the visitor gave', () => {
    expect(visitorContact({ email: 'a@b.test', phone: '+9198' })).toBe('a@b.test · +9198');
    expect(visitorContact({ email: '', phone: '+9198' })).toBe('+9198');
    expect(visitorContact({ email: '', phone: '' })).toBe('');
  });

  it('lets the owner reply to WhatsApp conversations inside the 24-hour window, and to website chats they took over', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const whatsapp = { source: 'whatsapp' as const, taken_over: false };
    expect(replyState({ ...whatsapp, last_visitor_message_at: '2026-11-25T12:30:00.000Z' }, now)).toEqual({
      shown: true,
      closedReason: null,
    });
    expect(replyState({ ...whatsapp, last_visitor_message_at: '2026-11-25T11:59:00.000Z' }, now)).toEqual({
      shown: true,
      closedReason: WHATSAPP_WINDOW_CLOSED,
    });
    expect(replyState({ ...whatsapp, last_visitor_message_at: null }, now)).toMatchObject({
      closedReason: WHATSAPP_WINDOW_CLOSED,
    });
    const widget = {
      source: 'embedded_widget' as const,
      last_visitor_message_at: '2026-11-26T11:00:00.000Z',
    };
    expect(replyState({ ...widget, taken_over: false }, now)).toEqual({ shown: false });
    expect(replyState({ ...widget, taken_over: true }, now)).toEqual({ shown: true, closedReason: null });
    expect(replyState(undefined, now)).toEqual({ shown: false });
  });
});
