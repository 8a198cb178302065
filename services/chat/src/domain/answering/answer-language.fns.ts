import { noMatchAnswer } from './extractive-answer.fns.js';

/** The built-in answerer's own sentences, in the languages visitors most often write in. */
const declines: Record<string, string> = {
  en: noMatchAnswer,
  es: 'No encontré nada sobre eso en el contenido de este sitio.',
  fr: "Je n'ai rien trouvé à ce sujet dans le contenu de ce site.",
  de: 'Dazu habe ich in den Inhalten dieser Website nichts gefunden.',
  pt: 'Não encontrei nada sobre isso no conteúdo deste site.',
  it: 'Non ho trovato nulla al riguardo nei contenuti di questo sito.',
  nl: 'Ik heb daar niets over gevonden in de inhoud van deze site.',
  hi: 'मुझे इस साइट की सामग्री में इसके बारे में कुछ नहीं मिला।',
};

/** Said before quotes in another language than the visitor's, so the switch of language is honest. */
const otherLanguageNotes: Record<string, string> = {
  es: 'Este sitio está escrito en otro idioma; esto es lo que dice:',
  fr: "Ce site est rédigé dans une autre langue ; voici ce qu'il dit :",
  de: 'Diese Website ist in einer anderen Sprache verfasst; dort steht:',
  pt: 'Este site está escrito em outro idioma; veja o que ele diz:',
  it: "Questo sito è scritto in un'altra lingua; ecco cosa dice:",
  nl: 'Deze site is in een andere taal geschreven; dit staat er:',
  hi: 'यह साइट किसी दूसरी भाषा में लिखी है; उसमें यह लिखा है:',
  en: 'This site is written in another language; here is what it says:',
};

/** Said after a decline when the owner left a way to reach them. */
const contactLeads: Record<string, string> = {
  en: 'You can ask the team directly:',
  es: 'Puede preguntar directamente al equipo:',
  fr: "Vous pouvez poser la question directement à l'équipe :",
  de: 'Sie können das Team direkt fragen:',
  pt: 'Você pode perguntar diretamente à equipe:',
  it: 'Puoi chiedere direttamente al team:',
  nl: 'U kunt het team rechtstreeks vragen:',
  hi: 'आप सीधे टीम से पूछ सकते हैं:',
};

export type DeclineContact = { email: string; whatsapp: string };

/**
 * "I couldn't find…" in the visitor's language (English when we have no words of theirs), then
 * the owner's e-mail and WhatsApp when they left any: a decline should say where to go next.
 */
export function declineIn(language: string, contact?: DeclineContact): string {
  const decline = declines[language] ?? noMatchAnswer;
  const email = contact?.email.trim() ?? '';
  const whatsapp = contact?.whatsapp.trim() ?? '';
  const ways = [
    email,
    whatsapp ? `WhatsApp ${whatsapp} (https://wa.me/${whatsapp.replace(/\D/gu, '')})` : '',
  ].filter(Boolean);
  if (ways.length === 0) return decline;
  const lead = contactLeads[language] ?? contactLeads['en'] ?? '';
  return `${decline} ${lead} ${ways.join(' · ')}`;
}

/**
 * A quoted answer as the visitor should read it: as it is when they write in the site's language,
 * otherwise after one line in their language saying the quotes are in the site's.
 */
export function quotedAnswerFor(answer: string, visitorLanguage: string, siteLanguage: string): string {
  if (visitorLanguage === siteLanguage) return answer;
  const note = otherLanguageNotes[visitorLanguage] ?? otherLanguageNotes['en'] ?? '';
  return `${note}\n\n${answer}`;
}
