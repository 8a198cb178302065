import { describe, expect, it } from 'vitest';
import { legalBlocks } from './legal-blocks.fns';
import type { LegalInsert } from './legal.types';

const table: LegalInsert = { kind: 'timelines', caption: 'How long', rows: [] };

describe('legalBlocks', () => {
  it('places an insert at its own line and fills the spans of the text around it', () => {
    const markdown = 'Before, within {{refund}}.\n\n{{timelines}}\n\n### After\n\nDone.\n';
    expect(legalBlocks(markdown, { refund: '5-7 business days' }, { timelines: table })).toEqual([
      { kind: 'markdown', text: 'Before, within 5-7 business days.' },
      table,
      { kind: 'markdown', text: '### After\n\nDone.' },
    ]);
  });

  it('refuses a name nothing stands for, rather than show braces on the page', () => {
    expect(() => legalBlocks('Within {{unknown}}.', {})).toThrow('{{unknown}}');
    expect(() => legalBlocks('{{timelines}}', {})).toThrow('{{timelines}}');
  });
});
