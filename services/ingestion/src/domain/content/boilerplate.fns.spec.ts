import { describe, expect, it } from 'vitest';
import { removeBoilerplateOfPage, removeSiteBoilerplate } from './boilerplate.fns.js';

const template = (own: string): string =>
  [
    'Skip to content',
    own,
    '## Newsletter',
    'Get product news once a month.',
    '## Contact',
    '- Email: hello@acme.test\n- Phone: +1 555 0100',
  ].join('\n\n');

describe('removeSiteBoilerplate', () => {
  const pages = [
    { url: 'https://acme.test/', text: template('# Acme\n\nAgents that answer from your website.') },
    { url: 'https://acme.test/pricing', text: template('# Pricing\n\nStarter costs $10 a month.') },
    { url: 'https://acme.test/docs', text: template('# Docs\n\nInstall the widget with one script tag.') },
    { url: 'https://acme.test/about', text: template('# About\n\nWe are a team of five.') },
    // A page without the template (a landing page) keeps its own copy of a shared sentence.
    {
      url: 'https://acme.test/landing',
      text: '# Launch\n\nGet product news once a month.\n\n## Contact\n\nCall us any time.',
    },
  ];
  const cleaned = removeSiteBoilerplate(pages);

  it('removes text repeated across the site and the headings left empty by it', () => {
    expect(cleaned[1]?.text).toBe('# Pricing\n\nStarter costs $10 a month.');
    expect(cleaned.map((p) => p.url)).toEqual(pages.map((p) => p.url));
  });

  it('cleans one page against the others as it would be cleaned with the whole site', () => {
    pages.forEach((page, i) => {
      const others = pages.filter((_, j) => j !== i);
      expect(removeBoilerplateOfPage(page, others)).toBe(cleaned[i]?.text);
    });
    expect(removeBoilerplateOfPage(pages[0]!, pages.slice(1, 2))).toBe(pages[0]?.text);
  });

  it('keeps each page its own content, and a repeated heading that still heads own content', () => {
    expect(cleaned[4]?.text).toBe('# Launch\n\n## Contact\n\nCall us any time.');
  });

  it('leaves text shared by too few pages', () => {
    const few = [
      { url: 'a', text: 'Shared line\n\nA' },
      { url: 'b', text: 'Shared line\n\nB' },
      { url: 'c', text: 'C' },
      { url: 'd', text: 'D' },
      { url: 'e', text: 'E' },
    ];
    expect(removeSiteBoilerplate(few)).toEqual(few);
    // Two pages can never reach the three-page minimum.
    const two = [
      { url: 'a', text: 'Footer\n\nA' },
      { url: 'b', text: 'Footer\n\nB' },
    ];
    expect(removeSiteBoilerplate(two)).toEqual(two);
  });

  it('keeps a table header shared by every page while the table keeps own rows', () => {
    const tables = ['Starter', 'Pro', 'Team'].map((plan, i) => ({
      url: `p${i}`,
      text: `| Plan | Seats |\n| --- | --- |\n| ${plan} | ${i + 1} |\n| Support | email |`,
    }));
    const [first] = removeSiteBoilerplate(tables);
    expect(first?.text).toBe('| Plan | Seats |\n| --- | --- |\n| Starter | 1 |');
  });

  it('does not mutate its input and preserves extra page fields', () => {
    const input = [1, 2, 3].map((n) => ({ url: `u${n}`, text: `Menu\n\nPage ${n}`, id: n }));
    const output = removeSiteBoilerplate(input);
    expect(output.map((p) => [p.id, p.text])).toEqual([
      [1, 'Page 1'],
      [2, 'Page 2'],
      [3, 'Page 3'],
    ]);
    expect(input[0]?.text).toBe('Menu\n\nPage 1');
  });
});
