import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.fns.js';

const marketingPage = `<!doctype html>
<html lang="en-GB">
<head>
  <title>Pricing &amp; Plans | Acme</title>
  <meta property="og:title" content="Acme pricing">
  <link rel="canonical" href="/pricing">
  <style>.x { color: red }</style>
  <script>window.dataLayer = [];</script>
</head>
<body>
  <header class="site-header"><a href="/">Acme home</a><nav><a href="/docs">Docs</a><a href="/blog/">Blog</a></nav></header>
  <div id="cookie-banner" class="fixed">We use cookies to improve your experience. <button>Accept all</button></div>
  <div class="hero-banner"><h1>Simple pricing</h1><p>Pick a plan that grows with you.</p></div>
  <section>
    <h2>Plans</h2>
    <p>Every plan includes   unlimited&nbsp;visitors and <a href="/support">email support</a>.</p>
    <p hidden>Internal: raise prices in Q3</p>
    <p style="display: none">Old price list</p>
    <span aria-hidden="true">★★★★★</span>
    <ul>
      <li>Starter — up to 3 agents</li>
      <li>Pro — up to 20 agents
        <ul><li>Priority support</li></ul>
      </li>
    </ul>
    <ol start="2"><li>Sign up</li><li>Add your <b>website</b></li></ol>
    <table>
      <thead><tr><th>Plan</th><th>Price</th></tr></thead>
      <tbody>
        <tr><td>Starter</td><td>$10 / month</td></tr>
        <tr><td>Pro</td><td>$49 | billed yearly</td></tr>
      </tbody>
    </table>
  </section>
  <aside>Related: our blog</aside>
  <form><label>Email</label><input name="email"><button>Subscribe</button></form>
  <footer>© 2025 Acme Inc. <a href="mailto:hi@acme.test">Mail us</a></footer>
</body>
</html>`;

describe('extractPage', () => {
  const page = extractPage(marketingPage, 'https://acme.test/pricing?ref=nav');

  it('keeps the content a visitor reads as Markdown-like blocks', () => {
    expect(page.text).toBe(
      [
        '# Simple pricing',
        'Pick a plan that grows with you.',
        '## Plans',
        'Every plan includes unlimited visitors and email support.',
        '- Starter — up to 3 agents\n- Pro — up to 20 agents\n  - Priority support',
        '2. Sign up\n3. Add your website',
        '| Plan | Price |\n| --- | --- |\n| Starter | $10 / month |\n| Pro | $49 \\| billed yearly |',
      ].join('\n\n'),
    );
    expect(page.headings).toEqual(['Simple pricing', 'Plans']);
  });

  it('drops navigation, footer, forms, the cookie banner and hidden text', () => {
    for (const unwanted of [
      'Acme home',
      'Docs',
      'cookies',
      'Accept all',
      'Internal',
      'Old price list',
      '★',
      'Related',
      'Subscribe',
      '© 2025',
      'dataLayer',
      'color: red',
    ]) {
      expect(page.text).not.toContain(unwanted);
    }
  });

  it('records title, language and the canonical URL', () => {
    expect(page.title).toBe('Pricing & Plans | Acme');
    expect(page.language).toBe('en-gb');
    expect(page.canonicalUrl).toBe('https://acme.test/pricing');
    expect(page.robotsNoindex).toBe(false);
    expect(page.isLikelyJsOnly).toBe(false);
  });

  it('collects absolute http(s) links from the whole page, navigation included', () => {
    expect(page.links).toEqual([
      'https://acme.test/',
      'https://acme.test/docs',
      'https://acme.test/blog/',
      'https://acme.test/support',
    ]);
  });

  it('prefers <main> over the rest of the body', () => {
    const html = `<html><body><div class="sidebar">Latest posts: A, B, C</div>
      <main><h1>Refund policy</h1><p>Refunds within 30 days.</p></main>
      <div>Share this page</div></body></html>`;
    expect(extractPage(html, 'https://acme.test/refunds').text).toBe(
      '# Refund policy\n\nRefunds within 30 days.',
    );
  });

  it('resolves relative links against <base>, drops fragments and non-web schemes', () => {
    const html = `<html><head><base href="https://cdn.acme.test/docs/v2/"></head><body>
      <a href="intro">Intro</a> <a href="../v1/old#section">Old</a> <a href="/abs">Abs</a>
      <a href="#top">Top</a> <a href="javascript:void(0)">JS</a> <a href="tel:+123">Call</a>
      <a href="https://other.test/x?y=1#z">Other</a><a href="intro">Intro again</a></body></html>`;
    expect(extractPage(html, 'https://acme.test/page').links).toEqual([
      'https://cdn.acme.test/docs/v2/intro',
      'https://cdn.acme.test/docs/v1/old',
      'https://cdn.acme.test/abs',
      'https://other.test/x?y=1',
    ]);
  });

  it('falls back to og:title and reports noindex and a missing language', () => {
    const html = `<html><head><meta property="og:title" content="Careers at Acme">
      <meta name="robots" content="NOINDEX, follow"></head><body><p>Join us.</p></body></html>`;
    const result = extractPage(html, 'https://acme.test/careers');
    expect(result.title).toBe('Careers at Acme');
    expect(result.language).toBe('');
    expect(result.robotsNoindex).toBe(true);
    expect(result.canonicalUrl).toBeUndefined();
  });

  it('flags a single-page-app shell as JS-only, but not a short real page', () => {
    const shell = `<!doctype html><html lang="en"><head><title>Acme App</title>
      <script type="module" src="/assets/index-3f2a.js"></script></head>
      <body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`;
    const result = extractPage(shell, 'https://app.acme.test/');
    expect(result.isLikelyJsOnly).toBe(true);
    expect(result.text).toBe('');

    const short = `<html><head><script src="/analytics.js"></script></head>
      <body><h1>Thanks!</h1><p>We received your message and will reply within a day.</p></body></html>`;
    expect(extractPage(short, 'https://acme.test/thanks').isLikelyJsOnly).toBe(false);
  });

  it('keeps an article header (its title) while dropping the site masthead', () => {
    const html = `<html><body><header>Acme blog</header><article><header><h1>Launch week</h1>
      <p>By Sam</p></header><p>We shipped five things.</p></article></body></html>`;
    expect(extractPage(html, 'https://acme.test/blog/launch').text).toBe(
      '# Launch week\n\nBy Sam\n\nWe shipped five things.',
    );
  });

  it('keeps <br> lines and preformatted lines within one block', () => {
    const html = `<html><body><address>Acme Inc.<br>1 Main St<br>Springfield</address>
      <pre>npm install acme
  acme init</pre></body></html>`;
    expect(extractPage(html, 'https://acme.test/contact').text).toBe(
      'Acme Inc.\n1 Main St\nSpringfield\n\nnpm install acme\n  acme init',
    );
  });

  it('leaves out cards and "Related" link lists, which point elsewhere, but still follows their links', () => {
    const html = `<html><body><main>
      <h1>Rate limits</h1>
      <p>The API allows 1000 requests per minute per address.</p>
      <div class="cards"><a href="/docs/documents"><h3>Documents</h3><p>Create and delete documents.</p></a></div>
      <h2>Related</h2>
      <ul><li><a href="/docs/auth">Authentication</a> - API authentication guide.</li></ul>
      <h2>Supported providers</h2>
      <ul><li><a href="/docs/resend">Resend</a> for transactional mail.</li></ul>
    </main></body></html>`;
    const page = extractPage(html, 'https://docs.example/limits');
    expect(page.text).toContain('1000 requests per minute');
    expect(page.text).not.toContain('Create and delete documents');
    expect(page.text).not.toMatch(/Related|API authentication guide/);
    // A list of links under a heading of its own subject is content.
    expect(page.text).toContain('Resend for transactional mail.');
    expect(page.links).toEqual(
      expect.arrayContaining(['https://docs.example/docs/documents', 'https://docs.example/docs/auth']),
    );
  });
});
