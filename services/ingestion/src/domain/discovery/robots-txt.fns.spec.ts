import { describe, expect, it } from 'vitest';
import { maxRobotsTxtBytes, parseRobotsTxt, siteSageUserAgentToken } from './robots-txt.fns.js';

const bot = 'SiteSageBot/1.0 (+https://sitesage.example/bot)';

describe('parseRobotsTxt: group selection', () => {
  const robots = parseRobotsTxt(
    [
      'User-agent: *',
      'Disallow: /private',
      '',
      'User-agent: sitesagebot',
      'User-agent: OtherBot',
      'Disallow: /only-for-us',
      'Crawl-delay: 2',
      '',
      'User-agent: SiteSageBot',
      'Disallow: /also-for-us',
    ].join('\n'),
  );

  it('matches our product token case-insensitively and ignores the version', () => {
    expect(siteSageUserAgentToken).toBe('SiteSageBot');
    expect(robots.isAllowed('/only-for-us', bot)).toBe(false);
    expect(robots.isAllowed('/only-for-us', 'SITESAGEBOT')).toBe(false);
  });

  it('combines every group naming the agent and then ignores the * group', () => {
    expect(robots.isAllowed('/also-for-us/x', bot)).toBe(false);
    expect(robots.isAllowed('/private', bot)).toBe(true);
  });

  it('falls back to * for an agent no group names', () => {
    expect(robots.isAllowed('/private/page', 'SomeoneElse')).toBe(false);
    expect(robots.isAllowed('/only-for-us', 'SomeoneElse')).toBe(true);
  });

  it('reads crawl-delay from the selected group only', () => {
    expect(robots.crawlDelaySeconds(bot)).toBe(2);
    expect(robots.crawlDelaySeconds('SomeoneElse')).toBeUndefined();
  });

  it('lists groups with lower-case agents', () => {
    expect(robots.groups.map((group) => group.userAgents)).toEqual([
      ['*'],
      ['sitesagebot', 'otherbot'],
      ['sitesagebot'],
    ]);
  });

  it('allows everything when no group applies', () => {
    const onlyOthers = parseRobotsTxt('User-agent: Googlebot\nDisallow: /\n');
    expect(onlyOthers.isAllowed('/anything', bot)).toBe(true);
    expect(onlyOthers.isAllowed('/anything', 'googlebot')).toBe(false);
  });
});

describe('parseRobotsTxt: rules (RFC 9309 §2.2.2 and §5 examples)', () => {
  const rulesFor = (...lines: string[]) => parseRobotsTxt(['User-agent: *', ...lines].join('\n'));

  it('the longest match wins, whichever comes first', () => {
    const robots = rulesFor('Allow: /example/page/', 'Disallow: /example/page/disallowed.gif');
    expect(robots.isAllowed('/example/page/', bot)).toBe(true);
    expect(robots.isAllowed('/example/page/disallowed.gif', bot)).toBe(false);
    const reversed = rulesFor('Disallow: /example/', 'Allow: /example/page');
    expect(reversed.isAllowed('/example/page/x', bot)).toBe(true);
    expect(reversed.isAllowed('/example/other', bot)).toBe(false);
  });

  it('an Allow and a Disallow of the same length: Allow wins', () => {
    const robots = rulesFor('Disallow: /page', 'Allow: /page');
    expect(robots.isAllowed('/page', bot)).toBe(true);
    const wildcard = rulesFor('Disallow: /*.html', 'Allow: /a.html');
    // '/*.html' and '/a.html' are both 7 octets long.
    expect(wildcard.isAllowed('/a.html', bot)).toBe(true);
    expect(wildcard.isAllowed('/b.html', bot)).toBe(false);
  });

  it('* matches any run of characters', () => {
    const robots = rulesFor('Disallow: /*.gif', 'Disallow: /private*/secret');
    expect(robots.isAllowed('/images/a.gif', bot)).toBe(false);
    expect(robots.isAllowed('/images/a.gif?size=2', bot)).toBe(false);
    expect(robots.isAllowed('/images/a.png', bot)).toBe(true);
    expect(robots.isAllowed('/private-area/x/secret', bot)).toBe(false);
    expect(robots.isAllowed('/private-area/x/public', bot)).toBe(true);
  });

  it('$ anchors the end of the path', () => {
    const robots = rulesFor('Disallow: /*.php$', 'Disallow: /exact$');
    expect(robots.isAllowed('/index.php', bot)).toBe(false);
    expect(robots.isAllowed('/index.php?x=1', bot)).toBe(true);
    expect(robots.isAllowed('/index.php5', bot)).toBe(true);
    expect(robots.isAllowed('/exact', bot)).toBe(false);
    expect(robots.isAllowed('/exactly', bot)).toBe(true);
  });

  it('rules match the query too', () => {
    const robots = rulesFor('Disallow: /*?sessionid=');
    expect(robots.isAllowed('/shop?sessionid=42', bot)).toBe(false);
    expect(robots.isAllowed('/shop?page=2', bot)).toBe(true);
  });

  it('an empty Disallow allows everything; Disallow: / blocks everything but /robots.txt', () => {
    expect(rulesFor('Disallow:').isAllowed('/anything', bot)).toBe(true);
    const all = rulesFor('Disallow: /');
    expect(all.isAllowed('/', bot)).toBe(false);
    expect(all.isAllowed('/deep/page', bot)).toBe(false);
    expect(all.isAllowed('/robots.txt', bot)).toBe(true);
  });

  it('normalises percent-encoding in paths and patterns', () => {
    const robots = rulesFor('Disallow: /foo/bar?baz=quz', 'Disallow: /%7Euser/', 'Disallow: /ünï');
    expect(robots.isAllowed('/foo/bar?baz=quz', bot)).toBe(false);
    expect(robots.isAllowed('/~user/page', bot)).toBe(false);
    expect(robots.isAllowed('/%7euser/page', bot)).toBe(false);
    expect(robots.isAllowed('/%C3%BCn%C3%AF/x', bot)).toBe(false);
    expect(robots.isAllowed('/%c3%bcn%c3%af', bot)).toBe(false);
  });

  it('accepts an absolute URL and matches its path and query', () => {
    const robots = rulesFor('Disallow: /admin');
    expect(robots.isAllowed('https://acme.test/admin/users?x=1#top', bot)).toBe(false);
    expect(robots.isAllowed('https://acme.test/about', bot)).toBe(true);
  });

  it('stays fast on a hostile pattern full of wildcards', () => {
    const robots = rulesFor(`Disallow: /${'*a'.repeat(200)}b`);
    // A backtracking matcher would take exponential time here and never finish within the test timeout.
    expect(robots.isAllowed(`/${'a'.repeat(5_000)}`, bot)).toBe(true);
  });
});

describe('parseRobotsTxt: syntax', () => {
  it('ignores comments, garbage lines and rules outside any group; collects sitemaps anywhere', () => {
    const robots = parseRobotsTxt(
      [
        '\uFEFF# hello',
        'Disallow: /before-any-group',
        'Sitemap: https://acme.test/sitemap.xml',
        'this is not a rule',
        '<html><body>Oops, a soft 404</body></html>',
        'user-AGENT: *   # everyone',
        'Sitemap: https://acme.test/news.xml',
        'DISALLOW : /tmp # temp',
        'Noindex: /ignored',
        'Crawl-delay: soon',
      ].join('\r\n'),
    );
    expect(robots.sitemaps).toEqual(['https://acme.test/sitemap.xml', 'https://acme.test/news.xml']);
    expect(robots.isAllowed('/before-any-group', bot)).toBe(true);
    expect(robots.isAllowed('/tmp/x', bot)).toBe(false);
    expect(robots.crawlDelaySeconds(bot)).toBeUndefined();
    expect(robots.groups).toEqual([{ userAgents: ['*'], rules: [{ allow: false, pattern: '/tmp' }] }]);
  });

  it('a user-agent line after rules starts a new group; sitemap lines do not end one', () => {
    const robots = parseRobotsTxt(
      [
        'User-agent: a',
        'Sitemap: https://acme.test/s.xml',
        'User-agent: SiteSageBot',
        'Disallow: /x',
        'User-agent: b',
        'Disallow: /y',
      ].join('\n'),
    );
    expect(robots.isAllowed('/x', bot)).toBe(false);
    expect(robots.isAllowed('/y', bot)).toBe(true);
    expect(robots.isAllowed('/x', 'a')).toBe(false);
    expect(robots.isAllowed('/y', 'b')).toBe(false);
  });

  it('reads no more than 500 KiB and drops the line cut in half', () => {
    const filler = `# ${'x'.repeat(100)}\n`.repeat(Math.ceil(maxRobotsTxtBytes / 103));
    const robots = parseRobotsTxt(`User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`);
    expect(robots.isAllowed('/early', bot)).toBe(false);
    expect(robots.isAllowed('/late', bot)).toBe(true);

    // The cut falls inside 'Disallow: /cut-here-…': half a rule must not become 'Disallow: /'.
    const prefix = 'User-agent: *\n';
    const pad = `#${'x'.repeat(maxRobotsTxtBytes - prefix.length - 'Disallow: /'.length - 2)}\n`;
    const cut = parseRobotsTxt(`${prefix}${pad}Disallow: /cut-here-and-more\n`);
    expect(cut.isAllowed('/', bot)).toBe(true);
  });
});
