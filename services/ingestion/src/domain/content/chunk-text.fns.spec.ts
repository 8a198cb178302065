import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { removeSiteBoilerplate } from './boilerplate.fns.js';
import { chunkPage, estimateTokens } from './chunk-text.fns.js';
import { extractPage } from './extract-page.fns.js';

/** Distinct, numbered sentences so that overlaps and losses are visible. */
const prose = (topic: string, sentences: number): string =>
  Array.from(
    { length: sentences },
    (_, i) => `${topic} fact ${i + 1} explains how the assistant handles this case in detail.`,
  ).join(' ');

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('chunkPage', () => {
  it('gives every chunk the page title and its heading path as a header', () => {
    const text = [
      '# Pricing',
      'Plans for every team.',
      '## Plans',
      '### Pro',
      'Pro includes 20 agents.',
      '### Team',
      'Team includes 100 agents.',
      '## FAQ',
      'Can I cancel? Yes, any time.',
    ].join('\n\n');
    const { chunks } = chunkPage({ title: 'Acme', text });
    expect(chunks.map((c) => [c.header, c.content])).toEqual([
      ['Acme › Pricing', 'Plans for every team.'],
      ['Acme › Pricing › Plans › Pro', 'Pro includes 20 agents.'],
      ['Acme › Pricing › Plans › Team', 'Team includes 100 agents.'],
      ['Acme › Pricing › FAQ', 'Can I cancel? Yes, any time.'],
    ]);
    expect(chunks[1]?.text).toBe('Acme › Pricing › Plans › Pro\n\nPro includes 20 agents.');
    expect(chunks[1]?.headingPath).toEqual(['Pricing', 'Plans', 'Pro']);
    expect(chunks.map((c) => c.index)).toEqual([0, 1, 2, 3]);
  });

  it('does not repeat an H1 equal to the page title', () => {
    const { chunks } = chunkPage({ title: 'Refund policy', text: '# Refund policy\n\nWithin 30 days.' });
    expect(chunks[0]?.header).toBe('Refund policy');
  });

  it('splits a long section into 300–500 token chunks with a ~15 % overlap and loses no sentence', () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => prose(`Topic${i}`, 4));
    const text = `## Setup\n\n${paragraphs.join('\n\n')}`;
    const { chunks } = chunkPage({ title: 'Docs', text });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.tokenCount).toBeLessThanOrEqual(500);
      expect(chunk.tokenCount).toBe(estimateTokens(chunk.content));
    }
    for (const chunk of chunks.slice(0, -1)) expect(chunk.tokenCount).toBeGreaterThanOrEqual(300);

    for (let i = 1; i < chunks.length; i++) {
      const previous = chunks[i - 1]?.content ?? '';
      const overlap = (chunks[i]?.content ?? '').split('\n\n')[0] ?? '';
      expect(previous.endsWith(overlap)).toBe(true);
      expect(estimateTokens(overlap)).toBeGreaterThan(25);
      expect(estimateTokens(overlap)).toBeLessThanOrEqual(75);
    }
    const all = chunks.map((c) => c.content).join(' ');
    for (let i = 0; i < 12; i++) expect(all).toContain(`Topic${i} fact 4 explains`);
  });

  it('does not overlap across sections', () => {
    const text = `## A\n\n${prose('Alpha', 40)}\n\n## B\n\n${prose('Beta', 3)}`;
    const { chunks } = chunkPage({ title: 'T', text });
    const b = chunks.filter((c) => c.header === 'T › B');
    expect(b).toHaveLength(1);
    expect(b[0]?.content).not.toContain('Alpha');
  });

  it('splits a long table between rows and repeats its header row', () => {
    const rows = Array.from(
      { length: 80 },
      (_, i) => `| Plan ${i} | ${i * 10} agents | $${i * 9} per month |`,
    );
    const table = ['| Plan | Agents | Price |', '| --- | --- | --- |', ...rows].join('\n');
    const { chunks } = chunkPage({ title: 'Pricing', text: table }, { overlapRatio: 0 });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      const lines = chunk.content.split('\n');
      expect(lines.slice(0, 2)).toEqual(['| Plan | Agents | Price |', '| --- | --- | --- |']);
      for (const line of lines) expect(line).toMatch(/^\|.*\|$/);
    }
    const dataRows = chunks.flatMap((c) => c.content.split('\n').slice(2));
    expect(dataRows).toEqual(rows);
  });

  it('hashes each chunk text and the whole page, so a change is detected and a re-run is stable', () => {
    const page = { title: 'Docs', text: '## Install\n\nRun npm install.' };
    const first = chunkPage(page);
    expect(first.chunks[0]?.contentHash).toBe(sha('Docs › Install\n\nRun npm install.'));
    expect(first.pageHash).toMatch(/^[0-9a-f]{64}$/);
    expect(chunkPage(page)).toEqual(first);

    const edited = chunkPage({ ...page, text: '## Install\n\nRun npm ci.' });
    expect(edited.pageHash).not.toBe(first.pageHash);
    expect(edited.chunks[0]?.contentHash).not.toBe(first.chunks[0]?.contentHash);
    // A new title changes every header, so it must change the page hash too.
    expect(chunkPage({ ...page, title: 'Guide' }).pageHash).not.toBe(first.pageHash);
  });

  it('returns no chunks for an empty page', () => {
    expect(chunkPage({ title: 'Empty', text: '' }).chunks).toEqual([]);
  });

  it('never lets cookie-banner, navigation or site-wide footer text reach a chunk', () => {
    const html = (
      title: string,
      body: string,
    ): string => `<html lang="en"><head><title>${title}</title></head>
      <body><nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav>
      <div class="cc-window cookie-consent">This site uses cookies. <a href="/privacy">Learn more</a></div>
      <div class="content"><h1>${title}</h1><p>${body}</p>
      <div class="promo"><p>Try Acme free for 14 days.</p></div></div>
      <footer>Acme Inc., 1 Main St</footer></body></html>`;
    const pages = ['Home', 'Pricing', 'Docs', 'About', 'Blog'].map((title) => {
      const page = extractPage(html(title, `${title} page body about agents.`), `https://acme.test/${title}`);
      return { url: `https://acme.test/${title}`, title: page.title, text: page.text };
    });
    const chunks = removeSiteBoilerplate(pages).flatMap((p) => chunkPage(p).chunks);
    const indexed = chunks.map((c) => c.text).join('\n');
    expect(indexed).toContain('Pricing page body about agents.');
    for (const noise of ['cookies', 'Learn more', 'Acme Inc.', 'Try Acme free']) {
      expect(indexed).not.toContain(noise);
    }
  });
});
