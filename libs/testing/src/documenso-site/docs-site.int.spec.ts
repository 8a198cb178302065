import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocsSite, type DocsSite } from './docs-site.js';

/** A small Docusaurus corpus written for this test: a home page by slug, a folder, a `<head>` block. */
const corpus: Record<string, string> = {
  'introduction.md': [
    '---',
    'title: Acme documentation',
    'slug: /',
    'description: "Everything about Acme."',
    '---',
    '',
    "import CtaBox from '@site/src/components/CtaBox';",
    '',
    'Start with [billing](billing.md) or the [proxy](/proxy/introduction).',
  ].join('\n'),
  'billing.md': [
    '---',
    'title: Billing questions answered',
    'sidebar_label: Billing',
    'description: "How Acme bills you."',
    '---',
    '',
    '<head>',
    '  <script type="application/ld+json">{`{"@type": "FAQPage"}`}</script>',
    '</head>',
    '',
    ':::note Invoices',
    'Invoices are sent by email.',
    ':::',
  ].join('\n'),
  'proxy/introduction.md':
    '---\ntitle: Run a proxy\ndescription: "Why a proxy."\n---\n\nSee [nginx](guides/nginx.md).\n',
  'proxy/guides/nginx.md':
    '---\ntitle: Nginx proxy\ndescription: "Nginx."\n---\n\nBack to [billing](../../billing.md).\n',
};

describe('a Docusaurus corpus served as its site', () => {
  let folder: string;
  let site: DocsSite;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'docs-site-'));
    for (const [file, text] of Object.entries(corpus)) {
      mkdirSync(dirname(join(folder, 'pages', file)), { recursive: true });
      writeFileSync(join(folder, 'pages', file), text);
    }
    site = await startDocsSite({ corpusDir: folder, product: 'Acme' });
  });
  afterAll(async () => {
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  };

  it('serves every .md page at its Docusaurus path, listed in sitemap.xml', async () => {
    expect(site.pages.map((page) => page.path)).toEqual([
      '/docs',
      '/docs/billing',
      '/docs/proxy/guides/nginx',
      '/docs/proxy/introduction',
    ]);
    expect((await get('/sitemap.xml')).text.match(/<loc>/g)).toHaveLength(4);
    expect((await get('/robots.txt')).text).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(await get('/docs/introduction')).toMatchObject({ status: 404 });
    expect((await get('/docs/nowhere')).text).toContain('<title>Not found | Acme</title>');
  });

  it('names the product in title, header and footer, and builds the sidebar from the folder tree', async () => {
    const page = await get('/docs/billing');
    expect(page.text).toContain('<title>Billing questions answered | Acme</title>');
    expect(page.text).toContain('Acme Docs</a>');
    expect(page.text).toContain('&copy; 2026 Acme.');
    const sidebar = /<aside[\s\S]*?<\/aside>/.exec(page.text)?.[0] ?? '';
    expect(sidebar).toContain('<p class="sidebar-group">Documentation</p>');
    expect(sidebar).toContain('<a href="/docs/billing" aria-current="page">Billing</a>');
    // A folder's group is named by its landing page, which opens it.
    expect(sidebar).toContain(
      '<p class="sidebar-group">Run a proxy</p><ul><li><a href="/docs/proxy/introduction">Run a proxy</a></li><li><a href="/docs/proxy/guides/nginx">Nginx proxy</a></li>',
    );
  });

  it('resolves links to pages, keeps structured data in the head and shows admonitions as callouts', async () => {
    const home = await get('/docs');
    expect(home.text).toContain('<a href="/docs/billing">billing</a>');
    expect(home.text).toContain('<a href="/docs/proxy/introduction">proxy</a>');
    expect((await get('/docs/proxy/introduction')).text).toContain(
      '<a href="/docs/proxy/guides/nginx">nginx</a>',
    );
    expect((await get('/docs/proxy/guides/nginx')).text).toContain('<a href="/docs/billing">billing</a>');
    const billing = await get('/docs/billing');
    const head = /<head>([\s\S]*?)<\/head>/.exec(billing.text)?.[1] ?? '';
    const article = /<article>([\s\S]*?)<\/article>/.exec(billing.text)?.[1] ?? '';
    expect(head).toContain('<script type="application/ld+json">{"@type": "FAQPage"}</script>');
    expect(article).not.toContain('FAQPage');
    expect(article).toContain('<p class="callout-title">Invoices</p>');
    expect(article).not.toMatch(/:::|import/);
  });
});
