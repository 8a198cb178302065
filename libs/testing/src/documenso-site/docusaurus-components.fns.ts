/**
 * Components of Docusaurus sites as their pages show them to a reader: admonitions (`:::tip
 * Title` … `:::`, read into an `Admonition` tag) as callouts titled like Docusaurus titles them,
 * and the site components the Plausible docs use (a call-to-action box, a plan badge, the
 * required/optional labels of API parameters) with the text their React code renders.
 */
import { escapeHtml } from '../fixture-site/page-layout.fns.js';
import type { JsxTag } from './jsx-tag.fns.js';

const attribute = (tag: JsxTag, name: string) => escapeHtml(tag.attributes[name] ?? '');

/** `:::tip Title`, `:::note[Title]`, `:::warning`; the closing `:::` alone. */
const admonitionOpen = /^\s*:::([a-z]+)(?:\[([^\]]*)\]|\s+(.*?))?\s*$/;
const admonitionClose = /^\s*:::\s*$/;

/** An admonition line as the tag it stands for, or undefined for any other line. */
export function admonitionTag(line: string): JsxTag | undefined {
  if (admonitionClose.test(line)) {
    return { name: 'Admonition', closing: true, selfClosing: false, attributes: {} };
  }
  const open = admonitionOpen.exec(line);
  if (!open) return undefined;
  const type = open[1] ?? 'note';
  const title = open[2] ?? open[3] ?? '';
  return {
    name: 'Admonition',
    closing: false,
    selfClosing: false,
    // Without a title of its own, Docusaurus titles an admonition with its type.
    attributes: { type, title: title === '' ? type.charAt(0).toUpperCase() + type.slice(1) : title },
  };
}

function openAdmonition(tag: JsxTag): string {
  return `<div class="callout callout-${attribute(tag, 'type')}" role="note"><p class="callout-title">${attribute(tag, 'title')}</p><div class="callout-body">`;
}

function ctaBox(tag: JsxTag): string {
  const secondary = tag.attributes.secondaryLink
    ? `<a href="${attribute(tag, 'secondaryLink')}" class="cta-box-secondary">${attribute(tag, 'secondaryText')}</a>`
    : '';
  return `<div class="cta-box"><p>${attribute(tag, 'headline')}</p><div class="cta-box-actions"><a href="${attribute(tag, 'link')}" class="cta-box-primary">${attribute(tag, 'linkText')}</a>${secondary}</div></div>`;
}

function planFeatureNote(tag: JsxTag): string {
  const business = tag.attributes.plan === 'business';
  const plan = business ? 'Business' : 'Enterprise';
  const link = business
    ? '<a href="https://plausible.io/#pricing" class="plan-feature-link">Compare plans →</a>'
    : '<a href="https://plausible.io/contact" class="plan-feature-link">Contact us →</a>';
  return `<div class="plan-feature-note"><span class="plan-feature-badge">${plan}</span><span class="plan-feature-text">${attribute(tag, 'label')} is ${business ? 'a' : 'an'} ${plan} plan feature.</span>${link}</div>`;
}

/** Components written inside a line of text (`**limit** <Optional />`), by name. */
export const inlineComponents: Record<string, string> = {
  Required: '<span class="param-required">REQUIRED</span>',
  Optional: '<span class="param-optional">optional</span>',
};

export const docusaurusComponents: Record<string, { open: (tag: JsxTag) => string; close: string }> = {
  Admonition: { open: openAdmonition, close: '</div></div>' },
  CtaBox: { open: ctaBox, close: '' },
  PlanFeatureNote: { open: planFeatureNote, close: '' },
  Required: { open: () => inlineComponents.Required ?? '', close: '' },
  Optional: { open: () => inlineComponents.Optional ?? '', close: '' },
};
