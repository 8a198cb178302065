export type ParsedFile = {
  /** PDF metadata title, a DOCX's first heading, an HTML <title>; else the file name without extension. */
  title: string;
  /** Markdown-like text: blocks separated by one blank line, headings as `#` lines, tables as pipe rows. */
  text: string;
  /** BCP 47 tag, lower-cased, when the document states it; '' otherwise. */
  language: string;
  pages?: number;
  /** Something the owner should know about what was read, e.g. that a long CSV was cut short. */
  notice?: string;
};

export type ParseLimits = {
  /** A PDF with more pages is refused, not cut short. */
  maxPages: number;
  /** Rows of a CSV file read (the header row not counted); the rest is left out, with a notice. */
  maxCsvRows: number;
};

export const defaultParseLimits: ParseLimits = { maxPages: 500, maxCsvRows: 10_000 };
