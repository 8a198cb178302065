import { describe, expect, it } from 'vitest';
import { asksForPerson, personRequestReply } from './person-request.fns.js';

describe('asksForPerson', () => {
  it.each([
    'I want to talk to a human',
    'i want to talk to a human!!',
    'Can I speak with someone?',
    'Could you connect me to an agent please',
    'Is there someone I can talk to?',
    'Put me through to customer service',
    'I need a real person',
    'human please',
    'Agent',
    'Representative!',
    'Let me chat with a live agent',
    'How can I contact you?',
    'how do i get in touch with your team',
    'I would like to speak to the owner',
    'transfer me to a human',
    'talk to support',
    "I'd rather talk with somebody from your sales team",
    'quiero hablar con una persona',
    'je veux parler à un humain',
    'Ich möchte mit einem Menschen sprechen',
    'quero falar com um atendente',
    'mujhe kisi insaan se baat karni hai',
    'मुझे किसी इंसान से बात करनी है',
  ])('hears a request for a person in %j', (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    'How do I transfer a chat to an agent?',
    'How do I connect my agent to WhatsApp?',
    'Can agents talk to each other?',
    'What does the dashboard show?',
    "I don't want to talk to a human, just tell me the price",
    'Does the API support webhooks?',
    'How much does the pro plan cost?',
    'What is a human-readable export?',
    'Can my team members share one login?',
    'do free users get email support?',
    'Do you offer phone support on the pro plan?',
    '',
  ])('reads %j as a question, not a request for a person', (text) => {
    expect(asksForPerson(text)).toBe(false);
  });
});

describe('personRequestReply', () => {
  it("gives the owner's e-mail and WhatsApp when set", () => {
    const reply = personRequestReply({ email: 'help@example.com', whatsapp: '+919800551638' });
    expect(reply).toContain('help@example.com');
    expect(reply).toContain('+919800551638');
    expect(reply).toContain('https://wa.me/919800551638');
  });

  it('says honestly that no one can be reached when nothing is set', () => {
    expect(personRequestReply({ email: '', whatsapp: '' })).toContain(
      'no one can be reached through this chat',
    );
  });
});
