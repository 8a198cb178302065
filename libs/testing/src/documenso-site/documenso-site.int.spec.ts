import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumensoSite, type DocumensoSite } from './documenso-site.js';
import { renderMdxBody } from './mdx-to-html.fns.js';

describe('the Documenso docs site on loopback', () => {
  let site: DocumensoSite;
  beforeAll(async () => {
    site = await startDocumensoSite();
  });
  afterAll(async () => {
    await site.close();
  });

  const get = async (path: string) => {
    const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  };

  it('lists all 143 pages in sitemap.xml, which robots.txt points at', async () => {
    expect(site.pages).toHaveLength(143);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text.match(/<loc>/g)).toHaveLength(143);
    expect((await get('/robots.txt')).text).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(await get('/')).toMatchObject({ status: 301, location: '/docs' });
    expect((await get('/docs/nowhere')).status).toBe(404);
  });

  it('serves each page with its title, description and the chrome every page repeats', async () => {
    const page = await get('/docs/users/documents/send');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Send Documents | Documenso</title>');
    expect(page.text).toContain('<meta name="description" content="Send your document for signing');
    for (const chrome of ['class="site-header"', 'aria-label="Documentation"', 'class="site-footer"']) {
      expect(page.text).toContain(chrome);
    }
    // The sidebar links every page of the site.
    expect(page.text).toContain('href="/docs/self-hosting/maintenance/backups"');
  });

  it('renders MDX as a reader sees it, without syntax left over', async () => {
    const page = await get('/docs/users/documents/upload');
    const article = /<article>([\s\S]*)<\/article>/.exec(page.text)?.[1] ?? '';
    expect(article).toContain('<td>50MB (configurable for self-hosted)</td>');
    expect(article).toContain('<div class="callout callout-warn" role="note">');
    expect(article).not.toMatch(/<Callout|<Step|\{\/\*|^import /m);
  });
});

describe('renderMdxBody', () => {
  it('turns Fumadocs components into divs holding their text, code fences into pre blocks', () => {
    const { html, headings } = renderMdxBody(
      [
        "import { Tab, Tabs } from 'fumadocs-ui/components/tabs';",
        '',
        '## Install it',
        '',
        "<Tabs items={['npm', 'yarn']}>",
        '  <Tab value="npm">Run **npm** first.</Tab>',
        '</Tabs>',
        '',
        '<Accordions>',
        '  <Accordion title="Is it free?">',
        '    Yes, see [pricing](/pricing).',
        '  </Accordion>',
        '</Accordions>',
        '',
        '```bash',
        'npm i <pkg>',
        '```',
        '',
        '- one',
        '  - nested',
        '',
        '![Logo](/logo.png)',
      ].join('\n'),
    );
    expect(headings).toEqual([{ depth: 2, text: 'Install it', id: 'install-it' }]);
    expect(html).toContain('<button type="button" role="tab" aria-selected="true">npm</button>');
    expect(html).toContain('<p>Run <strong>npm</strong> first.</p>');
    expect(html).toContain('aria-expanded="false">Is it free?</button>');
    expect(html).toContain('<p>Yes, see <a href="/pricing">pricing</a>.</p>');
    expect(html).toContain('<pre><code class="language-bash">npm i &lt;pkg&gt;</code></pre>');
    expect(html).toContain('<ul><li>one<ul><li>nested</li></ul></li></ul>');
    expect(html).not.toContain('import');
  });
});
