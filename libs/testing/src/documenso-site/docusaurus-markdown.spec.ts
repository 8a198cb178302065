import { describe, expect, it } from 'vitest';
import { resolveDocsLink, takeHeadBlocks } from './docusaurus-page.fns.js';
import { renderMdxBody } from './mdx-to-html.fns.js';

const render = (...lines: string[]) => renderMdxBody(lines.join('\n'));

describe('renderMdxBody on Docusaurus Markdown', () => {
  it('shows admonitions as callouts titled as Docusaurus titles them, never as ::: text', () => {
    const { html } = render(
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      ':::tip Want to skip the setup?',
      'Ask **support** to do it.',
      ':::',
      '',
      ':::note',
      'Plain note.',
      ':::',
      '',
      ':::tip[Not what you need?]',
      '- one',
      ':::',
      '',
      '* a step',
      '  :::warning Careful',
      '  Indented inside a list.',
      '  :::',
    );
    expect(html).toContain(
      '<div class="callout callout-tip" role="note"><p class="callout-title">Want to skip the setup?</p><div class="callout-body">\n<p>Ask <strong>support</strong> to do it.</p>\n</div></div>',
    );
    expect(html).toContain('<p class="callout-title">Note</p><div class="callout-body">\n<p>Plain note.</p>');
    expect(html).toContain(
      '<p class="callout-title">Not what you need?</p><div class="callout-body">\n<ul><li>one</li></ul>',
    );
    expect(html).toContain(
      '<p class="callout-title">Careful</p><div class="callout-body">\n<p>Indented inside a list.</p>',
    );
    expect(html).not.toMatch(/:::|import|useBaseUrl/);
  });

  it('points useBaseUrl images under /docs and shows what site components render', () => {
    const { html } = render(
      '<div class="browser">',
      '<img alt="Shields" src={useBaseUrl(\'img/shields.png\')} />',
      '</div>',
      '',
      '<PlanFeatureNote feature="funnels" plan="business" label="Funnels" />',
      '',
      '<CtaBox',
      '  headline="Try it on your own site"',
      '  link="https://example.com/register"',
      '  linkText="Start free trial"',
      '/>',
      '',
      '**limit** <Optional />',
      '',
      '**domain** <Required />',
    );
    expect(html).toContain('<img alt="Shields" src="/docs/img/shields.png" />');
    expect(html).toContain('<span class="plan-feature-text">Funnels is a Business plan feature.</span>');
    expect(html).toContain(
      '<div class="cta-box"><p>Try it on your own site</p><div class="cta-box-actions"><a href="https://example.com/register" class="cta-box-primary">Start free trial</a></div></div>',
    );
    expect(html).toContain('<p><strong>limit</strong> <span class="param-optional">optional</span></p>');
    expect(html).toContain('<p><strong>domain</strong> <span class="param-required">REQUIRED</span></p>');
  });

  it('keeps custom heading anchors and titled code fences, and drops comments and computed values', () => {
    const { html, headings } = render(
      '### Custom date range {#example-custom-date-range}',
      '',
      '```json title="vercel.json"',
      '# not a heading',
      '```',
      '',
      '<!-- TODO -->',
      '<CodeBlock language="json">{getExampleCode("query", "example", null)}</CodeBlock>',
      '',
      "| <div style={{minWidth: '200px'}}>Channel</div> | Definition |",
      '| --- | --- |',
      '| Direct | No referrer |',
    );
    expect(headings).toEqual([{ depth: 3, text: 'Custom date range', id: 'example-custom-date-range' }]);
    expect(html).toContain('<pre><code class="language-json"># not a heading</code></pre>');
    expect(html).toContain('<th>Channel</th><th>Definition</th>');
    expect(html).not.toMatch(/TODO|getExampleCode|&lt;div|<h1/);
  });
});

describe('Docusaurus links and head blocks', () => {
  const pathOfFile = new Map([
    ['introduction.md', '/docs'],
    ['billing.md', '/docs/billing'],
    ['proxy/introduction.md', '/docs/proxy/introduction'],
    ['proxy/guides/nginx.md', '/docs/proxy/guides/nginx'],
  ]);
  const resolve = (target: string, from = 'proxy/guides/nginx.md') =>
    resolveDocsLink(target, from, pathOfFile);

  it('lands a link on the page Docusaurus would open', () => {
    expect(resolve('../introduction.md#setup')).toBe('/docs/proxy/introduction#setup');
    // Not beside the page: looked up from the docs root, slug included.
    expect(resolve('introduction.md')).toBe('/docs');
    expect(resolve('billing.md', 'proxy/introduction.md')).toBe('/docs/billing');
    expect(resolve('/billing')).toBe('/docs/billing');
    expect(resolve('/docs/proxy/introduction.md')).toBe('/docs/proxy/introduction');
    expect(resolve('/docs/billing')).toBe('/docs/billing');
    expect(resolve('nginx', 'proxy/guides/vercel.md')).toBe('/docs/proxy/guides/nginx');
    expect(resolve('https://example.com/a.md')).toBe('https://example.com/a.md');
    expect(resolve('#top')).toBe('#top');
  });

  it('moves <head> blocks out of the body, their template literal unwrapped', () => {
    const { head, body } = takeHeadBlocks(
      [
        '<head>',
        '  <script type="application/ld+json">{`',
        '    {"@type": "FAQPage"}',
        '  `}</script>',
        '</head>',
        '',
        'Text.',
      ].join('\n'),
    );
    expect(head).toBe('<script type="application/ld+json">\n    {"@type": "FAQPage"}\n  </script>');
    expect(body.trim()).toBe('Text.');
  });
});
