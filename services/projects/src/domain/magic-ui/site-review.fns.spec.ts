import { describe, expect, it } from 'vitest';
import { toHex } from './colour.fns.js';
import {
  decodeEntities,
  extractPageFacts,
  firstSentence,
  nameFromHost,
  parseManifest,
  proposeUi,
  shorten,
  siteNameFromTitle,
  welcomeFor,
  type PageFacts,
} from './site-review.fns.js';

const noFacts: PageFacts = {
  title: undefined,
  siteName: undefined,
  description: undefined,
  themeColour: undefined,
  manifestUrl: undefined,
  dominantColour: undefined,
};

describe('extractPageFacts', () => {
  it('reads names, description, theme colour and manifest link in any attribute order and quoting', () => {
    const facts = extractPageFacts(
      `<HTML><head>
        <title>
          Shop &amp; Co | Home
        </title>
        <META content='Shop &amp; Co' property=og:site_name>
        <meta content="Hand-made goods." name="Description">
        <meta name=theme-color content=#e11d48>
        <link href="/app.webmanifest" rel="manifest icon">
        <!-- <meta name="theme-color" content="#000000"> -->
      </head></HTML>`,
      'https://shop.example/deep/page.html',
    );
    expect(facts).toMatchObject({
      title: 'Shop & Co | Home',
      siteName: 'Shop & Co',
      description: 'Hand-made goods.',
      manifestUrl: 'https://shop.example/app.webmanifest',
    });
    expect(toHex(facts.themeColour!)).toBe('#E11D48');
  });

  it('prefers the theme colour without a media query, and ignores colours in scripts and comments', () => {
    const facts = extractPageFacts(
      `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000">
       <meta name="theme-color" content="#2563eb">
       <script>var c = '#ff0000'; var d = '#ff0000';</script><!-- #ff0000 -->
       <div style="color:#16A34A">x</div>`,
      'https://a.example/',
    );
    expect(toHex(facts.themeColour!)).toBe('#2563EB');
    expect(toHex(facts.dominantColour!)).toBe('#16A34A');
  });

  it('finds nothing on a bare page', () => {
    expect(extractPageFacts('<p>Hello</p>', 'https://a.example/')).toEqual(noFacts);
  });
});

describe('naming', () => {
  it.each([
    ['Home | Acme Corp', 'acme.com', 'Acme Corp'],
    ['Acme Tools – Quality hardware since 1920', 'acme-tools.co.uk', 'Acme Tools'],
    ['Welcome - Best Bakery', 'bestbakery.in', 'Best Bakery'],
    ['About us :: Northwind', 'example.org', 'Northwind'],
    ['Single Title', 'x.example', 'Single Title'],
  ])('takes the site from the title %j', (title, host, name) => {
    expect(siteNameFromTitle(title, host)).toBe(name);
  });

  it('makes a name of a host', () => {
    expect(nameFromHost('www.acme-tools.co.uk')).toBe('Acme Tools');
    expect(nameFromHost('127.0.0.1')).toBe('127.0.0.1');
  });

  it('shortens at word boundaries', () => {
    expect(shorten('short', 10)).toBe('short');
    expect(shorten('The quick brown fox jumps', 15)).toBe('The quick…');
    expect(firstSentence('We bake bread. We also sell cakes.')).toBe('We bake bread.');
    expect(firstSentence('No full stop here')).toBe('No full stop here.');
    expect(Array.from(firstSentence('word '.repeat(100))).length).toBeLessThanOrEqual(201);
  });

  it('decodes entities', () => {
    expect(decodeEntities('Caf&eacute; &amp; &#233;&#x1F600; &bogus;')).toBe('Caf&eacute; & é😀 &bogus;');
  });
});

describe('proposeUi', () => {
  it('uses the theme colour first, with readable text and a light bot bubble', () => {
    const proposal = proposeUi(
      {
        ...noFacts,
        siteName: 'Acme',
        description: 'Tools. More tools.',
        themeColour: { r: 15, g: 118, b: 110 },
      },
      { name: 'Ignored', themeColour: { r: 255, g: 0, b: 0 }, backgroundColour: undefined },
      'acme.example',
    );
    expect(proposal).toEqual({
      botName: 'Acme',
      welcomeMessage: 'Hi! Welcome to Acme. Tools. How can I help you today?',
      colours: {
        button_color: '#0F766E',
        user_message_bubble_color: '#0F766E',
        bot_message_bubble_color: '#E2EFEE',
        text_color: '#FFFFFF',
      },
      sources: { name: "the site's name", welcome: 'its description', colours: 'its theme colour' },
    });
  });

  it('skips a near-white theme colour and a plain manifest background', () => {
    const proposal = proposeUi(
      { ...noFacts, themeColour: { r: 255, g: 255, b: 255 }, dominantColour: { r: 124, g: 58, b: 237 } },
      { name: undefined, themeColour: undefined, backgroundColour: { r: 255, g: 255, b: 255 } },
      'studio.example',
    );
    expect(proposal.colours?.button_color).toBe('#7C3AED');
    expect(proposal.sources.colours).toBe("the page's most used colour");
    expect(proposal.botName).toBe('Studio');
    expect(proposal.welcomeMessage).toBe('Hi! Ask me anything about Studio.');
  });

  it('keeps the colours when there is no brand colour, and fits the limits', () => {
    const proposal = proposeUi(
      { ...noFacts, siteName: 'N'.repeat(300), description: 'D'.repeat(3000) },
      undefined,
      'n.example',
    );
    expect(proposal.colours).toBeUndefined();
    expect(Array.from(proposal.botName).length).toBeLessThanOrEqual(60);
    expect(Array.from(proposal.welcomeMessage).length).toBeLessThanOrEqual(500);
  });
});

describe('welcomeFor', () => {
  it('never repeats the name: a sentence that is only the name is skipped, one that says it is not introduced', () => {
    expect(welcomeFor('Example Analytics', 'Example Analytics. Product analytics for teams.')).toBe(
      'Hi! Welcome to Example Analytics. Product analytics for teams. How can I help you today?',
    );
    expect(welcomeFor('Example Analytics', 'Example Analytics.')).toBe(
      'Hi! Ask me anything about Example Analytics.',
    );
    expect(welcomeFor('Acme Tools', 'Acme Tools sells hand tools. Since 1990.')).toBe(
      'Hi! Acme Tools sells hand tools. How can I help you today?',
    );
    expect(welcomeFor('Acme', 'Version 2.5 is out. More soon.')).toBe(
      'Hi! Welcome to Acme. Version 2.5 is out. How can I help you today?',
    );
    expect(welcomeFor('Acme', undefined)).toBe('Hi! Ask me anything about Acme.');
  });
});

describe('parseManifest', () => {
  it('reads the name and colours, and shrugs at anything else', () => {
    const manifest = parseManifest(
      JSON.stringify({ name: 'Long Name', short_name: 'Short', theme_color: '#be123c' }),
    );
    expect(manifest.name).toBe('Short');
    expect(toHex(manifest.themeColour!)).toBe('#BE123C');
    expect(parseManifest('not json')).toEqual({
      name: undefined,
      themeColour: undefined,
      backgroundColour: undefined,
    });
    expect(parseManifest('[1,2]').name).toBeUndefined();
  });
});
