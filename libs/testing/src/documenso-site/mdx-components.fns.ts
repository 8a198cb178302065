/**
 * The Fumadocs components Documenso's pages use, as the real site's HTML has them: callouts,
 * steps, tabs and accordions are divs holding their text (every tab panel and accordion body is in
 * the page, as server rendering leaves them); cards are links with a title and a description.
 * Icons and live embedding demos render nothing a crawler could read.
 */
import { escapeHtml } from '../fixture-site/page-layout.fns.js';
import { docusaurusComponents } from './docusaurus-components.fns.js';
import { stringsIn, type JsxTag } from './jsx-tag.fns.js';

const attribute = (tag: JsxTag, name: string) => escapeHtml(tag.attributes[name] ?? '');

function openCard(tag: JsxTag): string {
  const description = tag.attributes.description
    ? `<p class="card-description">${attribute(tag, 'description')}</p>`
    : '';
  return `<a class="card" href="${attribute(tag, 'href')}"><h3 class="card-title">${attribute(tag, 'title')}</h3>${description}`;
}

function openTabs(tag: JsxTag): string {
  const items = stringsIn(tag.attributes.items ?? '');
  const buttons = items
    .map(
      (item, index) =>
        `<button type="button" role="tab" aria-selected="${String(index === 0)}">${escapeHtml(item)}</button>`,
    )
    .join('');
  return `<div class="tabs"><div role="tablist">${buttons}</div>`;
}

function openCallout(tag: JsxTag): string {
  const type = attribute(tag, 'type') || 'info';
  const title = tag.attributes.title ? `<p class="callout-title">${attribute(tag, 'title')}</p>` : '';
  return `<div class="callout callout-${type}" role="note">${title}<div class="callout-body">`;
}

function openAccordion(tag: JsxTag): string {
  return `<div class="accordion"><h3><button type="button" aria-expanded="false">${attribute(tag, 'title')}</button></h3><div class="accordion-body" role="region">`;
}

const components: Record<string, { open: (tag: JsxTag) => string; close: string }> = {
  Callout: { open: openCallout, close: '</div></div>' },
  Steps: { open: () => '<div class="steps">', close: '</div>' },
  Step: { open: () => '<div class="step">', close: '</div>' },
  Tabs: { open: openTabs, close: '</div>' },
  Tab: {
    open: (tag) => `<div class="tab-panel" role="tabpanel" data-value="${attribute(tag, 'value')}">`,
    close: '</div>',
  },
  Accordions: { open: () => '<div class="accordions">', close: '</div>' },
  Accordion: { open: openAccordion, close: '</div></div>' },
  Cards: { open: () => '<div class="cards">', close: '</div>' },
  Card: { open: openCard, close: '</a>' },
  ...docusaurusComponents,
};

/** The HTML a component tag stands for; an unknown component (an icon, a demo) renders as nothing. */
export function renderComponentTag(tag: JsxTag): string {
  const component = components[tag.name];
  if (!component) return '';
  if (tag.closing) return component.close;
  return tag.selfClosing ? component.open(tag) + component.close : component.open(tag);
}

/**
 * A plain HTML line of a page (`<div className="…">`): JSX spelling turned back into HTML, and
 * Docusaurus's `src={useBaseUrl('img/x.png')}` pointed at the file under the docs base path.
 */
export function renderHtmlLine(line: string): string {
  return line
    .replace(/\bclassName=/g, 'class=')
    .replace(/\s([\w-]+)=\{useBaseUrl\((['"])\/?(.*?)\2\)\}/g, ' $1="/docs/$3"')
    .replace(/\s[\w-]+=\{\{[^}]*\}\}|\s[\w-]+=\{[^}]*\}/g, '')
    .replace(/<[A-Z]\w*Icon[^>]*\/>/g, '');
}
