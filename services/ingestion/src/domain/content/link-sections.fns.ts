import type { Element } from 'domhandler';
import { isTag } from 'domhandler';

/**
 * Headings of sections that only send the reader elsewhere ("Related", "See also", "Next steps"):
 * what follows them is a list of links, which an answer must never quote as if it were content.
 */
const pointerHeading =
  /^#{1,6} (?:related(?: (?:pages|articles|guides|topics|docs|resources|links))?|see also|next steps|what'?s next|learn more|further reading|more resources|read more|useful links)\s*:?$/iu;
const listBlock = /^\s*(?:[-*+•]|\d{1,3}[.)])\s/u;

/**
 * Drops "Related" / "See also" / "Next steps" sections whose body is only lists of links: the
 * heading and the lists under it, up to the next heading. A section with prose under such a
 * heading is kept whole.
 */
export function dropPointerSections(blocks: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i] ?? '';
    if (!pointerHeading.test(block)) {
      kept.push(block);
      continue;
    }
    let end = i + 1;
    while (end < blocks.length && listBlock.test(blocks[end] ?? '')) end += 1;
    const reachesNextHeading = end >= blocks.length || /^#{1,6} /u.test(blocks[end] ?? '');
    if (reachesNextHeading && end > i + 1) {
      i = end - 1;
      continue;
    }
    kept.push(block);
  }
  return kept;
}

const blockInsideLink = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'ul', 'ol', 'section']);

/**
 * A link wrapping a heading or paragraphs is a card pointing at another page ("Documents — Create,
 * retrieve, update…"): navigation in the content area, not the page's own content.
 */
export function isCardLink(el: Element): boolean {
  if (el.name !== 'a') return false;
  const stack = [...el.children];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node && isTag(node)) {
      if (blockInsideLink.has(node.name)) return true;
      stack.push(...node.children);
    }
  }
  return false;
}
