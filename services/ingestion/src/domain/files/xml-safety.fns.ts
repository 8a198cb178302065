/**
 * A document type declaration is where entities are defined: external ones (XXE, reading
 * file:///etc/passwd or calling an internal URL) and nested ones (billion laughs). Neither DOCX
 * parts nor the XML people upload to train an assistant need one, so the safe answer is to refuse
 * any document that has one rather than trust every parser's entity settings.
 */
const declarationPattern = /<!\s*(DOCTYPE|ENTITY)\b/i;

export function hasDocumentTypeDeclaration(xml: string): boolean {
  return declarationPattern.test(xml);
}
