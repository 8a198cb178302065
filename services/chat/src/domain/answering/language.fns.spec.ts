import { describe, expect, it } from 'vitest';
import { guessLanguage, visitorLanguage } from './language.fns.js';

describe('guessing the visitor language', () => {
  it.each([
    ['en', 'How much does shipping to the UK cost?'],
    ['en', 'can i make a public signing link for a normal document, not a template'],
    ['en', 'is there a limit on a file as a pdf or a doc'],
    ['es', '¿Cuánto cuesta el envío a Madrid?'],
    ['fr', 'Combien coûte la livraison en France ?'],
    ['de', 'Wie lange dauert der Versand nach Deutschland?'],
    ['pt', 'Quanto custa o frete para o Brasil?'],
    ['it', 'Quanto costa la spedizione in Italia? Non lo so.'],
    // Letters French shares with them (ê, è) do not make these French.
    ['pt', 'Vocês aceitam PayPal? E dá pra pagar por transferência bancária?'],
    ['it', "L'API delle statistiche è inclusa nel piano Growth?"],
    ['fr', 'Où est-ce que je règle la fenêtre de conservation ?'],
    ['nl', 'Hoe lang duurt de verzending naar Nederland?'],
    ['hi', 'शिपिंग में कितना समय लगता है?'],
    ['ru', 'Сколько стоит доставка в Москву?'],
    ['ar', 'كم تكلفة الشحن إلى دبي؟'],
    ['zh', '运费是多少？'],
    ['ja', '送料はいくらですか？'],
    ['ko', '배송비는 얼마인가요?'],
  ])('recognises %s', (tag, text) => {
    expect(guessLanguage(text)).toBe(tag);
  });

  it('falls back to English for very short or unrecognisable text', () => {
    expect(guessLanguage('ok')).toBe('en');
    expect(guessLanguage('?!')).toBe('en');
    expect(guessLanguage('')).toBe('en');
    expect(guessLanguage('Xyzzy plugh')).toBe('en');
  });

  it('takes a message that says too little to be in the language the conversation was in', () => {
    // "e" is Italian and Portuguese alike; nothing else in it is a marker of either.
    expect(
      visitorLanguage('e posso cambiarla dopo?', ['Come posso proteggere la dashboard con una password?']),
    ).toBe('it');
    expect(visitorLanguage('e posso cambiarla dopo?', ['Como posso proteger o painel com uma senha?'])).toBe(
      'pt',
    );
    expect(visitorLanguage('ok', ['¿Cuánto cuesta el envío a Madrid?'])).toBe('es');
  });

  it('follows the visitor when they change language, and starts in English', () => {
    expect(visitorLanguage('How much does shipping cost?', ['¿Cuánto cuesta el envío a Madrid?'])).toBe('en');
    expect(visitorLanguage('Wie lange dauert der Versand?', ['How much does shipping cost?'])).toBe('de');
    expect(visitorLanguage('ok', [])).toBe('en');
  });
});
