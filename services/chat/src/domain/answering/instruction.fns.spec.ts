import { describe, expect, it } from 'vitest';
import { asksForSteps, isInstruction } from './instruction.fns.js';

describe('steps of a procedure', () => {
  it.each([
    'Go to Settings.',
    'Click Delete Account.',
    'Type your email address to confirm and click Confirm Deletion.',
    'Then open the Security tab.',
    "If you can't scan, reveal the setup key and enter it manually.",
    'Once the domain is verified, select it as the sender.',
    '2. Navigate to your organisation settings.',
  ])('reads "%s" as a step', (sentence) => {
    expect(isInstruction(sentence)).toBe(true);
  });

  it.each([
    'Your sessions list every device currently logged into your account.',
    'Two-factor authentication adds a second layer of security.',
    'The password change form only appears if you have a password-based account.',
    'If an owned organisation has an active subscription, it is scheduled for cancellation.',
    'Settings are saved automatically.',
  ])('does not read "%s" as a step', (sentence) => {
    expect(isInstruction(sentence)).toBe(false);
  });
});

describe('questions that want the way there', () => {
  it.each([
    'how do i delete my account',
    'Where can I see my invoices?',
    'so how can I turn on 2fa',
    '¿Cómo borro mi cuenta?',
    'Wie lösche ich mein Konto?',
    'Comment supprimer mon compte ?',
    'मैं अपना खाता कैसे हटाऊं?',
  ])('"%s" asks for steps', (question) => {
    expect(asksForSteps(question)).toBe(true);
  });

  it.each([
    'what plans do you have',
    'is my data stored in the EU?',
    'how much does the Pro plan cost',
    'Wie viele API-Anfragen pro Minute sind erlaubt?',
    'hoe lang duurt een export?',
  ])('"%s" asks for a fact, not steps', (question) => {
    expect(asksForSteps(question)).toBe(false);
  });
});
