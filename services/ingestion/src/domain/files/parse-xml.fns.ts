import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { decodeOrRefuse } from './parse-text.fns.js';
import { FileParseError } from './file-parse-error.js';
import type { ParsedFile } from './parsed-file.types.js';
import { hasDocumentTypeDeclaration } from './xml-safety.fns.js';

export const xmlRefusals = {
  documentType:
    'The XML file contains a document type declaration (DOCTYPE), which is not allowed; it was not read.',
  malformed: 'The XML file is not well-formed and could not be read.',
} as const;

/** Nodes as fast-xml-parser's preserveOrder mode returns them: one key naming the tag, or '#text'. */
type OrderedNode = Record<string, unknown>;

const maxDepth = 256;

/**
 * The text of an XML file, one paragraph per element that directly holds text (its inline
 * descendants included), in document order. Entities are never expanded: a DOCTYPE, where they
 * would be declared (XXE, billion laughs), is refused before parsing, and only the five predefined
 * entities and character references are decoded, by hand.
 */
export function parseXml(bytes: Uint8Array): ParsedFile {
  const source = decodeOrRefuse(bytes);
  if (hasDocumentTypeDeclaration(source)) throw new FileParseError(xmlRefusals.documentType);
  // The parser alone accepts mismatched tags and silently drops text after an unclosed one; a clear
  // refusal is better than training on part of a file. (Its successor package is not installed.)
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  if (XMLValidator.validate(source) !== true) throw new FileParseError(xmlRefusals.malformed);

  let nodes: OrderedNode[];
  try {
    const parser = new XMLParser({
      preserveOrder: true,
      processEntities: false,
      htmlEntities: false,
      ignoreAttributes: true,
      ignoreDeclaration: true,
      ignorePiTags: true,
      parseTagValue: false,
      trimValues: false,
      maxNestedTags: maxDepth,
    });
    nodes = parser.parse(source) as OrderedNode[];
  } catch (error) {
    throw new FileParseError(xmlRefusals.malformed, { cause: error });
  }

  const paragraphs: string[] = [];
  collectParagraphs(nodes, paragraphs);
  return { title: '', text: paragraphs.join('\n\n'), language: '' };
}

function collectParagraphs(nodes: OrderedNode[], paragraphs: string[]): void {
  for (const node of nodes) {
    const children = childrenOf(node);
    if (children === undefined) continue;
    if (children.some((child) => textOf(child).trim() !== '')) {
      const text = collapse(allText(children));
      if (text !== '') paragraphs.push(text);
    } else {
      collectParagraphs(children, paragraphs);
    }
  }
}

function childrenOf(node: OrderedNode): OrderedNode[] | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (key !== '#text' && key !== ':@' && Array.isArray(value)) return value as OrderedNode[];
  }
  return undefined;
}

function textOf(node: OrderedNode): string {
  const text = node['#text'];
  return typeof text === 'string' || typeof text === 'number' ? String(text) : '';
}

function allText(nodes: OrderedNode[]): string {
  return nodes
    .map((node) => {
      const children = childrenOf(node);
      return children === undefined ? decodeReferences(textOf(node)) : ` ${allText(children)} `;
    })
    .join('');
}

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return predefined[name] ?? reference;
  });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
