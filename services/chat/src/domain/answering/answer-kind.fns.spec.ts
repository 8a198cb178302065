import { describe, expect, it } from 'vitest';
import { answerKindAsked, holdsAnswerKind } from './answer-kind.fns.js';

describe('the kind of answer a question asks for', () => {
  it.each([
    ['price', 'how much does the teams plan cost per month?'],
    ['price', 'What is the price of the yearly plan'],
    ['price', '¿Cuánto cuesta el plan Pro?'],
    ['price', 'Combien coûte la livraison ?'],
    ['price', 'Was kostet das?'],
    ['amount', 'how much ram do i need'],
    ['amount', 'how many people work there'],
    ['amount', 'how long do recipients have to sign'],
    ['amount', 'Wie viele API-Anfragen pro Minute sind erlaubt?'],
    ['amount', 'combien de temps un destinataire a-t-il pour signer ?'],
    ['price', 'Do you know how much the teams plan costs?'],
    ['price', 'I love the product. What does the yearly plan cost?'],
  ])('hears %s in "%s"', (kind, question) => {
    expect(answerKindAsked(question)).toBe(kind);
  });

  it('asks for no kind when the words do not say (a yes/no question, a how-to, paying by a method)', () => {
    for (const question of [
      'can i pay with paypal',
      'how do i delete my account',
      'is it gdpr compliant?',
      'what happens if i go over my pageview limit one month? do you charge extra',
      'Is there a fee for cancelling?',
    ]) {
      expect(answerKindAsked(question)).toBeUndefined();
    }
  });

  it('finds a price only where a price is stated, and an amount where a number is', () => {
    expect(holdsAnswerKind('price', 'The Teams plan is $50 a month.')).toBe(true);
    expect(holdsAnswerKind('price', 'La livraison express coûte 9 €.')).toBe(true);
    expect(holdsAnswerKind('price', 'Pro costs ₹9,999 a month.')).toBe(true);
    expect(holdsAnswerKind('price', 'Webhooks are free of charge on every plan.')).toBe(true);
    expect(holdsAnswerKind('price', 'Teams: 5 included members; additional members: per-seat pricing.')).toBe(
      false,
    );
    expect(holdsAnswerKind('amount', 'At least 2 GB of RAM.')).toBe(true);
    expect(holdsAnswerKind('amount', 'Recipients have three months to sign.')).toBe(true);
    expect(holdsAnswerKind('amount', 'Any contribution, big or small, is welcome.')).toBe(false);
  });
});
