// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { richNodesFromDescription, richNodesFromMarkdown, safeHref, type RichNode } from './rich-text.fns';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const fromDescription = (text: string) => richNodesFromDescription(text, parse);

/** Every tag and link in the tree, to assert nothing else got through. */
function flatten(nodes: RichNode[]): string[] {
  return nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : [node.href === undefined ? node.tag : `${node.tag}:${node.href}`, ...flatten(node.children)],
  );
}

describe('safeHref', () => {
  it.each(['https://acme.test/x?y=1', 'http://acme.test/'])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>',
    '/relative',
    '//evil.test',
  ])('refuses %s', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });
});

describe('HTML descriptions', () => {
  it('keeps simple formatting', () => {
    const nodes = fromDescription(
      '<h1>Welcome</h1><p>We sell <b>shoes</b> and <i>socks</i>.<br>Open daily.</p><ul><li>Fast</li></ul>',
    );
    expect(nodes).toEqual([
      { tag: 'h2', children: ['Welcome'] },
      {
        tag: 'p',
        children: [
          'We sell ',
          { tag: 'strong', children: ['shoes'] },
          ' and ',
          { tag: 'em', children: ['socks'] },
          '.',
          { tag: 'br', children: [] },
          'Open daily.',
        ],
      },
      { tag: 'ul', children: [{ tag: 'li', children: ['Fast'] }] },
    ]);
  });

  it('keeps http(s) links and unwraps the others to their text', () => {
    const nodes = fromDescription(
      '<a href="https://acme.test/">shop</a> <a href="javascript:alert(1)">click</a> <a href="data:text/html,x">d</a>',
    );
    expect(nodes).toEqual([
      { tag: 'a', href: 'https://acme.test/', children: ['shop'] },
      ' ',
      'click',
      ' ',
      'd',
    ]);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><circle/></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<style>body{display:none}</style>',
    '<p onclick="alert(1)" style="background:url(//evil.test)">hi</p>',
    '<a href="https://acme.test/" onmouseover="alert(1)">x</a>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ])('lets nothing executable through: %s', (payload) => {
    const nodes = fromDescription(payload);
    expect(flatten(nodes).every((entry) => /^(p|a:https:\/\/acme\.test\/)$/.test(entry))).toBe(true);
    expect(JSON.stringify(nodes)).not.toMatch(/onerror|onclick|onload|onmouseover|javascript|style/i);
  });
});

describe('Markdown descriptions', () => {
  it('reads paragraphs, headings, lists, emphasis and links', () => {
    const nodes = richNodesFromMarkdown(
      '# Acme\n\nShoes for **everyone**,\nsocks for *some*.\n\n- Fast\n- Cheap\n\n1. Ask\n2. Buy\n\n[Shop](https://acme.test/)',
    );
    expect(nodes).toEqual([
      { tag: 'h2', children: ['Acme'] },
      {
        tag: 'p',
        children: [
          'Shoes for ',
          { tag: 'strong', children: ['everyone'] },
          ',',
          { tag: 'br', children: [] },
          'socks for ',
          { tag: 'em', children: ['some'] },
          '.',
        ],
      },
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: ['Fast'] },
          { tag: 'li', children: ['Cheap'] },
        ],
      },
      {
        tag: 'ol',
        children: [
          { tag: 'li', children: ['Ask'] },
          { tag: 'li', children: ['Buy'] },
        ],
      },
      { tag: 'p', children: [{ tag: 'a', href: 'https://acme.test/', children: ['Shop'] }] },
    ]);
  });

  it('shows an unsafe link as plain text', () => {
    expect(richNodesFromMarkdown('[win](javascript:alert(1))')).toEqual([
      { tag: 'p', children: ['win', ')'] },
    ]);
  });

  it('leaves plain text alone', () => {
    expect(fromDescription('We answer within a day.')).toEqual([
      { tag: 'p', children: ['We answer within a day.'] },
    ]);
  });
});
