import { describe, expect, it } from 'vitest';
import { extractLinks, maxLinksPerPage } from './extract-links.fns.js';

const page = 'https://acme.test/docs/guide/';

describe('extractLinks', () => {
  it('returns absolute, normalised, de-duplicated links from a, area and link rel=next/prev', () => {
    const result = extractLinks(
      `<html><head>
        <link rel="next" href="/docs/guide?page=2">
        <link rel="Prev Start" href="/docs/guide?page=0">
        <link rel="stylesheet" href="/style.css">
        <link rel="alternate" href="/fr/docs/guide">
      </head><body>
        <a href="install">Install</a>
        <a href="install#step-2">Install again</a>
        <a href="../api/?utm_source=x&amp;b=2&amp;a=1">API</a>
        <A HREF="HTTPS://ACME.TEST:443/Upper/">Upper</A>
        <a>No href</a>
        <a href="">Empty</a>
        <a href="#top">Top</a>
        <map><area href="/map-target" alt="x"></map>
        <a href="https://elsewhere.test/page">Off site (kept: scope decides)</a>
      </body></html>`,
      page,
    );
    expect(result.links).toEqual([
      'https://acme.test/docs/guide?page=2',
      'https://acme.test/docs/guide?page=0',
      'https://acme.test/docs/guide/install',
      'https://acme.test/docs/api?a=1&b=2',
      'https://acme.test/Upper',
      'https://acme.test/docs/guide',
      'https://acme.test/map-target',
      'https://elsewhere.test/page',
    ]);
    expect(result.canonical).toBeUndefined();
    expect(result.robots).toEqual({ noindex: false, nofollow: false });
  });

  it('skips mailto:, tel:, javascript: and data: links and rel=nofollow', () => {
    const { links } = extractLinks(
      `<a href="mailto:hi@acme.test">Mail</a>
       <a href="tel:+15551234">Call</a>
       <a href=" JavaScript:alert(1)">JS</a>
       <a href="data:text/html,hi">Data</a>
       <a href="/login" rel="NoFollow noopener">Login</a>
       <a href="/kept" rel="noopener">Kept</a>`,
      page,
    );
    expect(links).toEqual(['https://acme.test/kept']);
  });

  it('resolves against the first <base href>, even for links before it', () => {
    const { links, canonical } = extractLinks(
      `<a href="early">Early</a>
       <base href="https://acme.test/v2/">
       <base href="https://ignored.test/">
       <a href="late">Late</a>
       <link rel="canonical" href="canonical-page">`,
      page,
    );
    expect(links).toEqual(['https://acme.test/v2/early', 'https://acme.test/v2/late']);
    expect(canonical).toBe('https://acme.test/v2/canonical-page');
  });

  it('resolves a relative <base href> against the page and ignores a javascript: base', () => {
    expect(extractLinks('<base href="/root/"><a href="x">x</a>', page).links).toEqual([
      'https://acme.test/root/x',
    ]);
    expect(extractLinks('<base href="javascript:alert(1)//"><a href="x">x</a>', page).links).toEqual([
      'https://acme.test/docs/guide/x',
    ]);
  });

  it('returns the first canonical link, normalised', () => {
    const { canonical } = extractLinks(
      `<head><link rel="canonical" href="https://ACME.test/docs/guide/?utm_medium=mail#intro">
       <link rel="canonical" href="https://acme.test/second"></head>`,
      page,
    );
    expect(canonical).toBe('https://acme.test/docs/guide');
  });

  it('honours <meta name=robots> nofollow and noindex', () => {
    const result = extractLinks(
      '<meta name="ROBOTS" content="noindex, nofollow"><a href="/secret">x</a>',
      page,
    );
    expect(result.links).toEqual([]);
    expect(result.robots).toEqual({ noindex: true, nofollow: true });
    expect(extractLinks('<meta name="sitesagebot" content="none">', page).robots).toEqual({
      noindex: true,
      nofollow: true,
    });
    expect(extractLinks('<meta name="googlebot" content="none">', page).robots).toEqual({
      noindex: false,
      nofollow: false,
    });
  });

  it('survives malformed HTML and caps the number of links', () => {
    expect(extractLinks('<a href="/ok"<div><a href=/unquoted>x</a', page).links).toContain(
      'https://acme.test/unquoted',
    );
    const many = Array.from({ length: maxLinksPerPage + 10 }, (_, i) => `<a href="/p/${i}">x</a>`).join('');
    expect(extractLinks(many, page).links).toHaveLength(maxLinksPerPage);
  });
});
