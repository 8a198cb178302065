import { describe, expect, it } from 'vitest';
import { glossIntoEnglish } from './gloss.fns.js';

/** The English words of a gloss, for asserting which ones a search gets. */
const wordsOf = (question: string, language: string) =>
  (glossIntoEnglish(question, language) ?? '').split(' ');

describe('glossing a question into English for search', () => {
  it('renders a Spanish question word by word, with its known phrases, accents and ¿ ? handled', () => {
    const gloss = glossIntoEnglish('¿Cómo activo la verificación en dos pasos?', 'es');
    expect(gloss).toBe('how enable activate verification two-step');
    expect(glossIntoEnglish('¿Cuánto cuesta el plan para equipos al mes?', 'es')).toBe(
      'how much cost plan for team per month',
    );
  });

  it('meets words typed without accents, in capitals, and in other forms of the same verb or noun', () => {
    expect(wordsOf('COMO ELIMINO MIS FACTURAS', 'es')).toEqual(['how', 'delete', 'remove', 'my', 'invoice']);
    expect(wordsOf('Wie ändere ich meine Rechnungsadresse?', 'de')).toEqual([
      'how',
      'change',
      'my',
      'invoice',
      'address',
    ]);
    expect(wordsOf('Wurde mein Konto gelöscht?', 'de')).toEqual(
      expect.arrayContaining(['account', 'delete']),
    );
  });

  it("knows a site's visitors and what is counted of them", () => {
    expect(glossIntoEnglish('¿Cómo puedo excluir mis propias visitas?', 'es')).toBe(
      'how can I exclude my own visit',
    );
    expect(wordsOf('Come faccio a tracciare i clic sui link esterni?', 'it')).toEqual(
      expect.arrayContaining(['track', 'click', 'external']),
    );
    expect(wordsOf('Hoe kan ik mijn eigen bezoeken uitsluiten?', 'nl')).toEqual(
      expect.arrayContaining(['visit', 'exclude']),
    );
  });

  it('splits French and Italian elisions and keeps known hyphenated words whole', () => {
    expect(glossIntoEnglish("Comment puis-je changer l'adresse e-mail de mon compte ?", 'fr')).toBe(
      'how can I change address email my account',
    );
    expect(wordsOf("Come posso aggiungere un membro al team dell'organizzazione?", 'it')).toEqual(
      expect.arrayContaining(['how', 'can', 'add', 'member', 'team', 'organisation']),
    );
  });

  it('passes product names and technical terms it does not know through as written', () => {
    expect(glossIntoEnglish('Kann ich Webhooks mit Zapier für die API einrichten?', 'de')).toBe(
      'can Webhooks with Zapier for API set up configure',
    );
    expect(wordsOf('Posso hospedar o Documenso com MySQL?', 'pt')).toEqual([
      'can',
      'I',
      'host',
      'Documenso',
      'with',
      'MySQL',
    ]);
  });

  it('glosses Portuguese, Dutch and Hindi (Devanagari and romanised) questions', () => {
    expect(wordsOf('Como cancelo minha assinatura e peço reembolso?', 'pt')).toEqual(
      expect.arrayContaining(['how', 'cancel', 'subscription', 'refund']),
    );
    expect(glossIntoEnglish('Hoe verwijder ik mijn account en al mijn gegevens?', 'nl')).toBe(
      'how delete remove my account and my data',
    );
    expect(wordsOf('Kunnen meerdere ondertekenaars de factuurgegevens zien?', 'nl')).toEqual(
      expect.arrayContaining(['signer', 'invoice', 'data', 'see']),
    );
    expect(wordsOf('मैं अपना पासवर्ड कैसे बदलूं?', 'hi')).toEqual(
      expect.arrayContaining(['password', 'how', 'change']),
    );
    expect(wordsOf('क्या मैं दस्तावेज़ को पीडीएफ में डाउनलोड कर सकता हूँ?', 'hi')).toEqual(
      expect.arrayContaining(['document', 'PDF', 'download', 'can']),
    );
    expect(wordsOf('main apna password kaise badlu?', 'hi')).toEqual(
      expect.arrayContaining(['password', 'how']),
    );
  });

  it('accepts a regional language tag', () => {
    expect(glossIntoEnglish('¿Dónde descargo la factura?', 'es-MX')).toBe('where download invoice');
  });

  it('gives nothing for a language without a glossary, or when no word is known', () => {
    expect(glossIntoEnglish('How do I cancel my plan?', 'en')).toBeUndefined();
    expect(glossIntoEnglish('Как отменить подписку?', 'ru')).toBeUndefined();
    expect(glossIntoEnglish('Documenso API?', 'es')).toBeUndefined();
    expect(glossIntoEnglish('', 'fr')).toBeUndefined();
  });
});
