export type PageText = { url: string; text: string };

export type BoilerplateOptions = {
  /** Share of the site's pages a line must appear on to count as boilerplate. */
  minShare: number;
  /** Never call a line boilerplate on fewer pages than this, however small the site. */
  minPages: number;
};

const defaults: BoilerplateOptions = { minShare: 0.6, minPages: 3 };

const headingPattern = /^(#{1,6}) /;
/** Table separator rows repeat on every page with a table and carry no text. */
const tableSeparatorPattern = /^\|(\s*:?-{3,}:?\s*\|)+$/;

/**
 * Removes lines (paragraphs, list items, table rows) found on at least `minShare` of the pages and
 * on at least `minPages` pages: the newsletter blurbs, "skip to content" and contact lines that
 * templates repeat. Headings are kept unless the content under them was all removed, because a
 * template's "## Features" heading still structures each page's own content.
 * O(total lines): one pass to count, one to filter.
 */
export function removeSiteBoilerplate<T extends PageText>(
  pages: readonly T[],
  options: Partial<BoilerplateOptions> = {},
): T[] {
  const isBoilerplate = boilerplateTest(pages, options);
  if (!isBoilerplate) return pages.map((p) => ({ ...p }));
  return pages.map((page) => ({ ...page, text: filterPage(page.text, isBoilerplate) }));
}

/**
 * `page`'s text without the lines `removeSiteBoilerplate` would remove from it, with `others` as
 * the rest of the site; the other pages are counted but not filtered (indexing keeps only this one).
 */
export function removeBoilerplateOfPage(
  page: PageText,
  others: readonly PageText[],
  options: Partial<BoilerplateOptions> = {},
): string {
  const isBoilerplate = boilerplateTest([page, ...others], options);
  return isBoilerplate ? filterPage(page.text, isBoilerplate) : page.text;
}

/** Whether a line is on enough of `pages`; undefined when there are too few pages to tell. */
function boilerplateTest(
  pages: readonly PageText[],
  options: Partial<BoilerplateOptions>,
): ((line: string) => boolean) | undefined {
  const { minShare, minPages } = { ...defaults, ...options };
  const threshold = Math.max(minPages, Math.ceil(minShare * pages.length));
  if (pages.length < threshold) return undefined;

  const pagesPerLine = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const line of page.text.split('\n')) {
      const key = lineKey(line);
      if (key === undefined || seen.has(key)) continue;
      seen.add(key);
      pagesPerLine.set(key, (pagesPerLine.get(key) ?? 0) + 1);
    }
  }

  return (line: string): boolean => {
    const key = lineKey(line);
    return key !== undefined && (pagesPerLine.get(key) ?? 0) >= threshold;
  };
}

/** Undefined for lines never counted: blanks, headings and table separators. */
function lineKey(line: string): string | undefined {
  const key = line.replace(/\s+/g, ' ').trim().toLowerCase();
  if (key === '' || headingPattern.test(key) || tableSeparatorPattern.test(key)) return undefined;
  return key;
}

type Block = { lines: string[]; heading: number };

function filterPage(text: string, isBoilerplate: (line: string) => boolean): string {
  const blocks: Block[] = text
    .split(/\n{2,}/)
    .filter((b) => b.trim() !== '')
    .map((block) => {
      const heading = headingPattern.exec(block)?.[1]?.length ?? 0;
      if (heading > 0) return { lines: [block], heading };
      const original = block.split('\n');
      // A table's header row is structure, like a heading: it stays while any of its rows stay.
      const head = tableSeparatorPattern.test(original[1]?.trim() ?? '') ? original.slice(0, 2) : [];
      const lines = original.slice(head.length).filter((l) => !isBoilerplate(l));
      return { lines: lines.length === 0 ? [] : [...head, ...lines], heading: 0 };
    });

  // Walk backwards so each heading knows whether its section (up to the next heading of the same
  // or a higher level) had content before filtering and still has some after.
  const hadAny = new Array<boolean>(7).fill(false);
  const hasKept = new Array<boolean>(7).fill(false);
  const keep = new Array<boolean>(blocks.length).fill(true);
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i];
    if (block === undefined) continue;
    if (block.heading === 0) {
      const kept = block.lines.length > 0;
      keep[i] = kept;
      for (let level = 1; level <= 6; level++) {
        hadAny[level] = true;
        if (kept) hasKept[level] = true;
      }
      continue;
    }
    const level = block.heading;
    keep[i] = !(hadAny[level] === true && hasKept[level] !== true);
    for (let deeper = level; deeper <= 6; deeper++) {
      hadAny[deeper] = false;
      hasKept[deeper] = false;
    }
    // A kept heading is content of its parent section.
    if (keep[i] === true) for (let parent = 1; parent < level; parent++) hasKept[parent] = true;
  }

  return blocks
    .filter((_, i) => keep[i])
    .map((b) => b.lines.join('\n'))
    .join('\n\n');
}
