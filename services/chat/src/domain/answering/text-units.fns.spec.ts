import { describe, expect, it } from 'vitest';
import { splitIntoUnits, splitSentences, stripInlineMarkdown } from './text-units.fns.js';

describe('sentence splitting', () => {
  it('splits at full stops but not at abbreviations, initials, decimals or URLs', () => {
    expect(
      splitSentences(
        'Tents weigh 2.5 kg, e.g. the Trailhead. See https://shop.example/tents.html for more! ' +
          'Dr. Smith and J. Doe tested them, i.e. in the Alps. Is it waterproof? Yes.',
      ),
    ).toEqual([
      'Tents weigh 2.5 kg, e.g. the Trailhead.',
      'See https://shop.example/tents.html for more!',
      'Dr. Smith and J. Doe tested them, i.e. in the Alps.',
      'Is it waterproof?',
      'Yes.',
    ]);
  });

  it('splits at CJK full stops', () => {
    expect(splitSentences('送料は無料です。返品は30日以内です。')).toEqual([
      '送料は無料です。',
      '返品は30日以内です。',
    ]);
  });
});

describe('passage units', () => {
  it('keeps headings, list lines and table rows as their own units, without Markdown', () => {
    const units = splitIntoUnits(
      [
        '## Delivery *options*',
        'Orders ship daily.',
        'They arrive fast.',
        '',
        '* **Free** shipping over €50',
        '2. Track your `order` online',
        '| Zone | Days |',
        '|------|------|',
        '| EU | 3 |',
        '```',
        'const secret = 1;',
        '```',
        '> Quoted review. Great tent!',
      ].join('\n'),
    );
    expect(units).toEqual([
      { kind: 'heading', text: 'Delivery options' },
      { kind: 'sentence', text: 'Orders ship daily.' },
      { kind: 'sentence', text: 'They arrive fast.' },
      { kind: 'item', text: 'Free shipping over €50' },
      { kind: 'item', text: 'Track your order online' },
      { kind: 'item', text: 'Zone, Days' },
      { kind: 'item', text: 'EU, 3' },
      { kind: 'sentence', text: 'Quoted review.' },
      { kind: 'sentence', text: 'Great tent!' },
    ]);
  });

  it('strips links, images, emphasis and HTML but keeps snake_case words', () => {
    expect(
      stripInlineMarkdown(
        'See ![map](a.png) the [returns page](https://x.example/r) for _free_ <b>labels</b> my_file',
      ),
    ).toBe('See map the returns page for free labels my_file');
  });
});
