import { describe, expect, it } from 'vitest';
import { answerUnits, unitWithContext } from './answer-units.fns.js';
import {
  composeExtractiveAnswer,
  maxQuotedLength,
  noMatchAnswer,
  type AnswerPassage,
} from './extractive-answer.fns.js';

/** Scores by meaning for each unit, as the ingestion service's ScoreTexts would give them. */
const meaningOf = (passages: AnswerPassage[], score: (unitText: string) => number) => ({
  semantic: true,
  scores: answerUnits(passages).map((unit) => score(unitWithContext(unit))),
});

const shipping = {
  url: 'https://shop.example/shipping',
  title: 'Shipping',
  header: 'Shipping',
  score: 0.9,
  content: [
    '# Shipping',
    'We ship to every address in the EU and the UK. Standard shipping takes 3–5 business days, e.g. ' +
      'an order placed on Monday usually arrives by Friday.',
    'Express shipping costs €9.50 and arrives the next business day.',
  ].join('\n'),
};
const returns = {
  url: 'https://shop.example/returns',
  title: 'Returns and refunds',
  header: 'Returns and refunds',
  score: 0.7,
  content: [
    '## How do I return an item?',
    'Send it back within **30 days** using the [prepaid label](https://shop.example/label).',
    '',
    'Refunds are issued to the original payment method within 5 days of receiving the parcel.',
  ].join('\n'),
};
const tents = {
  url: 'https://shop.example/tents',
  title: 'Tents',
  header: 'Tents',
  score: 0.5,
  content: [
    'Our tents are tested in the Alps.',
    '- The Trailhead 2 weighs 2.5 kg and sleeps two people.',
    '- The Basecamp 4 sleeps four people and has two porches.',
  ].join('\n'),
};
const passages = [shipping, returns, tents];

describe('the built-in extractive answerer', () => {
  it('quotes the sentence that answers the question and cites only its page', () => {
    const reply = composeExtractiveAnswer('How much does express shipping cost?', passages, undefined);
    expect(reply.matched).toBe(true);
    expect(reply.answer).toContain('Express shipping costs €9.50 and arrives the next business day.');
    expect(reply.answer).not.toContain('Refunds');
    expect(reply.sources).toEqual([{ url: shipping.url, title: 'Shipping' }]);
  });

  it('keeps abbreviations and decimals inside their sentence', () => {
    const reply = composeExtractiveAnswer('How long does standard shipping take?', passages, undefined, {
      maxUnits: 1,
    });
    expect(reply.answer).toBe(
      'Standard shipping takes 3–5 business days, e.g. an order placed on Monday usually arrives by Friday.',
    );
    const tent = composeExtractiveAnswer('How heavy is the Trailhead tent in kg?', passages, undefined);
    expect(tent.answer).toContain('- The Trailhead 2 weighs 2.5 kg and sleeps two people.');
    expect(tent.sources).toEqual([{ url: tents.url, title: 'Tents' }]);
  });

  it('answers an FAQ heading with the text under it, stripped of Markdown, never with the question', () => {
    const reply = composeExtractiveAnswer('How do I return an item?', passages, undefined);
    expect(reply.matched).toBe(true);
    expect(reply.answer).toContain('Send it back within 30 days using the prepaid label.');
    expect(reply.answer).not.toMatch(/[*[\]#]|https?:/);
    expect(reply.answer).not.toContain('How do I return an item?');
    expect(reply.sources).toEqual([{ url: returns.url, title: 'Returns and refunds' }]);
  });

  it('folds plurals and verb endings, and cites the page quoted first', () => {
    const reply = composeExtractiveAnswer('Refund when returning tents?', passages, undefined);
    expect(reply.matched).toBe(true);
    expect(reply.answer).toContain('Refunds are issued');
    expect(reply.sources[0]?.url).toBe(returns.url);
  });

  it('says plainly that nothing matched, with no sources, for an unrelated question', () => {
    for (const question of ['What is the capital of Australia?', 'hello', '   ']) {
      expect(composeExtractiveAnswer(question, passages, undefined)).toEqual({
        answer: noMatchAnswer,
        sources: [],
        matched: false,
      });
    }
    expect(composeExtractiveAnswer('Do you ship to Canada?', [], undefined)).toMatchObject({
      matched: false,
    });
  });

  it('answers from the FAQ entry that names the rare word, not from sentences merely on the topic', () => {
    const faq = {
      url: 'https://shop.example/faq',
      title: 'Shipping FAQ',
      header: 'Shipping FAQ',
      score: 1,
      content: [
        'We ship to every address in the EU. Standard shipping takes 3–5 business days.',
        'Express shipping is available too.',
        '### Do you ship to Canada?',
        'No, we currently only deliver within Europe.',
      ].join('\n'),
    };
    const reply = composeExtractiveAnswer('Do you ship to Canada?', [faq], undefined);
    expect(reply.answer).toBe('No, we currently only deliver within Europe.');
  });

  it('prefers the better-ranked page when two pages say the same, and quotes it once', () => {
    const copy = { ...shipping, url: 'https://shop.example/faq', title: 'FAQ', score: 0.2 };
    const reply = composeExtractiveAnswer('express shipping cost', [shipping, copy], undefined, {
      maxUnits: 1,
    });
    expect(reply.sources).toEqual([{ url: shipping.url, title: 'Shipping' }]);
  });

  it('matches accented Latin and Cyrillic words', () => {
    const multilingual = [
      {
        url: 'https://shop.example/fr',
        title: 'Livraison',
        header: 'Livraison',
        score: 1,
        content: 'La livraison express coûte 9 €.',
      },
      {
        url: 'https://shop.example/de',
        title: 'Rückgabe',
        header: 'Rückgabe',
        score: 1,
        content: 'Rücksendungen sind 30 Tage kostenlos.',
      },
      {
        url: 'https://shop.example/ru',
        title: 'Доставка',
        header: 'Доставка',
        score: 1,
        content: 'Доставка по Москве занимает один день.',
      },
    ];
    expect(
      composeExtractiveAnswer('Combien coûte la livraison ?', multilingual, undefined).sources[0]?.url,
    ).toBe('https://shop.example/fr');
    expect(composeExtractiveAnswer('Sind Rücksendungen kostenlos?', multilingual, undefined).answer).toBe(
      'Rücksendungen sind 30 Tage kostenlos.',
    );
    const ru = composeExtractiveAnswer('Сколько занимает доставка по Москве?', multilingual, undefined);
    expect(ru.answer).toBe('Доставка по Москве занимает один день.');
  });

  it('bounds the answer: at most maxUnits, each quoted sentence cut short', () => {
    const long = {
      url: 'https://shop.example/long',
      title: 'Warranty',
      header: 'Warranty',
      score: 1,
      content: `The warranty ${'covers every part of the tent including '.repeat(20)}poles.`,
    };
    const reply = composeExtractiveAnswer('What does the warranty cover?', [long], undefined);
    expect(Array.from(reply.answer).length).toBeLessThanOrEqual(maxQuotedLength + 1);
    expect(reply.answer).toMatch(/…\.?$/);
    const few = composeExtractiveAnswer('shipping', passages, undefined, { maxUnits: 2 });
    expect(few.answer.split(/(?<=\.) (?=[A-Z])/).length).toBeLessThanOrEqual(2);
  });

  it('quotes a list whole, with the sentence that introduces it', () => {
    const guide = {
      url: 'https://docs.example/recipients',
      title: 'Recipients',
      header: 'Recipients › Adding recipients',
      score: 1,
      content: [
        'Recipients are the people who receive your document.',
        '',
        'To add a recipient to a document:',
        '',
        '1. Open the document.',
        '2. Click **Add recipient**.',
        '3. Enter their name and email address.',
        '',
        'Each recipient gets their own signing link.',
      ].join('\n'),
    };
    const meaning = meaningOf([guide], (text) => (text.includes('Click') ? 0.7 : 0.3));
    const reply = composeExtractiveAnswer('how can i add someone to sign', [guide], meaning);
    expect(reply.answer).toBe(
      'To add a recipient to a document:\n- Open the document.\n- Click Add recipient.\n- Enter their name and email address.',
    );
    expect(reply.sources).toEqual([{ url: guide.url, title: 'Recipients' }]);
  });

  it('reads a table row against its column headings, never as a run of bare cells', () => {
    const plans = {
      url: 'https://docs.example/plans',
      title: 'Plans',
      header: 'Plans',
      score: 1,
      content: [
        '| Plan | Documents | Price |',
        '| --- | --- | --- |',
        '| Free | 5 a month | $0 |',
        '| Teams | Unlimited | $50 |',
      ].join('\n'),
    };
    const meaning = meaningOf([plans], (text) => (text.includes('Teams') ? 0.8 : 0.5));
    const reply = composeExtractiveAnswer('how much is the teams plan', [plans], meaning);
    expect(reply.answer).toContain('Plan: Teams; Documents: Unlimited; Price: $50.');
    expect(reply.answer).not.toMatch(/Teams, Unlimited/);
  });

  it('drops markup leftovers and sentences that only point at a link', () => {
    const page = {
      url: 'https://docs.example/webhooks',
      title: 'Webhooks',
      header: 'Webhooks',
      score: 1,
      content: [
        ':::note',
        'Webhooks are sent as POST requests with a JSON body to the address you configure.',
        ':::',
        '',
        'Check out this blog post.',
        '',
        '<Callout type="info">',
        'Each webhook is signed with your secret so you can verify it came from us.',
        '</Callout>',
      ].join('\n'),
    };
    const meaning = meaningOf([page], () => 0.6);
    const reply = composeExtractiveAnswer('how do webhooks get delivered', [page], meaning);
    expect(reply.answer).toContain('Webhooks are sent as POST requests');
    expect(reply.answer).not.toMatch(/:::|<|Check out/);
  });

  it('declines, rather than quote something unrelated, when nothing answers well enough by meaning', () => {
    const unrelated = meaningOf(passages, () => 0.2);
    expect(composeExtractiveAnswer('What does it cost per month?', passages, unrelated)).toEqual({
      answer: noMatchAnswer,
      sources: [],
      matched: false,
    });
    const related = meaningOf(passages, (text) => (text.includes('Express') ? 0.62 : 0.2));
    const reply = composeExtractiveAnswer('what does fast delivery cost', passages, related);
    expect(reply.answer).toContain('Express shipping costs €9.50');
  });

  it('declines a price question when the passages on the topic state no price, and quotes one that does', () => {
    const plans = {
      url: 'https://docs.example/members',
      title: 'Members',
      header: 'Members › Plans',
      score: 1,
      content: 'The Teams plan includes five members. Additional members use per-seat pricing.',
    };
    const onTopic = meaningOf([plans], () => 0.72);
    const question = 'how much does the teams plan cost per month?';
    expect(composeExtractiveAnswer(question, [plans], onTopic, { answerKind: 'price' })).toMatchObject({
      answer: noMatchAnswer,
      sources: [],
      matched: false,
    });

    const pricing = { ...plans, url: 'https://docs.example/pricing', title: 'Pricing', score: 0.8 };
    pricing.content = 'The Teams plan costs $50 per month, billed monthly.';
    const both = meaningOf([plans, pricing], (text) => (text.includes('$50') ? 0.6 : 0.72));
    const reply = composeExtractiveAnswer(question, [plans, pricing], both, { answerKind: 'price' });
    expect(reply.answer).toContain('The Teams plan costs $50 per month');
    expect(reply.sources[0]).toEqual({ url: pricing.url, title: 'Pricing' });
  });

  it('answers from the page retrieval ranked first when a sentence elsewhere only fits a little better', () => {
    // A self-hosting page mentions a storage limit; the upload guide, which retrieval ranked first
    // for this question as a whole, states the limit a visitor meets.
    const upload = {
      url: 'https://docs.example/upload',
      title: 'Upload documents',
      header: 'Upload documents › Limits',
      score: 0.9,
      content: 'Each file can be at most 50 MB. Larger files are refused with a clear message.',
    };
    const storage = {
      url: 'https://docs.example/self-hosting/storage',
      title: 'Storage configuration',
      header: 'Storage configuration › S3',
      score: 0.6,
      content: 'The default object size limit is 5 GB. Multipart upload may be needed for large files.',
    };
    const meaning = meaningOf([upload, storage], (text) =>
      text.includes('5 GB') ? 0.66 : text.includes('50 MB') ? 0.62 : 0.3,
    );
    const reply = composeExtractiveAnswer('whats the biggest file i can upload', [upload, storage], meaning);
    expect(reply.answer).toContain('Each file can be at most 50 MB.');
    expect(reply.answer).not.toContain('5 GB');
    expect(reply.sources).toEqual([{ url: upload.url, title: 'Upload documents' }]);
  });

  it('quotes from a lesser place when the best quote must hold a word of the question', () => {
    const support = {
      url: 'https://docs.example/support',
      title: 'Support',
      header: 'Support › Self-hosted support',
      score: 0.9,
      content: 'Self-hosted deployments get community support on Discord.',
    };
    const requirements = {
      url: 'https://docs.example/self-hosting/requirements',
      title: 'Requirements',
      header: 'Requirements › Database',
      score: 0.8,
      content: 'Documenso needs PostgreSQL 14 or later. You cannot use MySQL or SQLite.',
    };
    const meaning = meaningOf([support, requirements], (text) =>
      text.includes('community') ? 0.64 : text.includes('MySQL') ? 0.54 : 0.4,
    );
    const question = 'can i self host it with mysql?';
    const onTheTopic = composeExtractiveAnswer(question, [support, requirements], meaning);
    expect(onTheTopic.answer).toContain('community support');
    const holdingIt = composeExtractiveAnswer(question, [support, requirements], meaning, {
      bestHolds: new Set(['mysql']),
    });
    expect(holdingIt.answer).toMatch(/^You cannot use MySQL or SQLite\./u);
    expect(holdingIt.sources[0]).toEqual({ url: requirements.url, title: 'Requirements' });
  });

  it('quotes the sentences beside the best one when they answer nearly as well, within maxUnits', () => {
    const guide = {
      url: 'https://docs.example/2fa',
      title: 'Security',
      header: 'Security › Two-factor authentication',
      score: 1,
      content: [
        'Open Settings and choose Security.',
        'Click Enable 2FA and scan the code with your authenticator app.',
        'Enter the 6-digit code from the app to confirm.',
        'Save the recovery codes somewhere safe.',
        'Our office is closed on public holidays.',
      ].join(' '),
    };
    const meaning = meaningOf([guide], (text) =>
      text.includes('office') ? 0.1 : text.includes('Enable 2FA') ? 0.7 : 0.56,
    );
    const reply = composeExtractiveAnswer('how do i turn on two factor auth', [guide], meaning);
    expect(reply.answer).toContain('Click Enable 2FA');
    expect(reply.answer).toContain('6-digit code');
    expect(reply.answer).toContain('recovery codes');
    expect(reply.answer).not.toContain('public holidays');
  });

  it('quotes a short setting with the sentence introducing it, and never a colon left dangling', () => {
    const page = {
      url: 'https://docs.example/telemetry',
      title: 'Telemetry',
      header: 'Telemetry › Disabling telemetry',
      score: 1,
      content: [
        'To stop sending telemetry, add the following to your environment:',
        '',
        '```bash',
        'DISABLE_TELEMETRY=true',
        '```',
        '',
        'The full configuration looks like this:',
        '',
        '```yaml',
        ...Array.from({ length: 12 }, (_, i) => `key${i}: value${i}`),
        '```',
      ].join('\n'),
    };
    const meaning = meaningOf([page], (text) => (text.includes('full configuration') ? 0.9 : 0.7));
    const reply = composeExtractiveAnswer('how do i turn off telemetry', [page], meaning);
    expect(reply.answer).toBe(
      'To stop sending telemetry, add the following to your environment:\n- DISABLE_TELEMETRY=true',
    );
  });

  describe('procedures', () => {
    const deleteAccount = {
      url: 'https://docs.example/delete-account',
      title: 'Delete Account',
      header: 'Delete Account › Delete your account',
      score: 1,
      content: [
        'Go to **Settings** > **Profile**.',
        '',
        'Click **Delete Account**.',
        '',
        'Type your email address to confirm and click **Confirm Deletion**.',
        '',
        'Deleted accounts cannot be restored by our support team.',
      ].join('\n'),
    };

    it('quotes every step of the way when one step answers best, the short "Go to Settings" too', () => {
      const meaning = meaningOf([deleteAccount], (text) => (text.includes('Confirm Deletion') ? 0.8 : 0.4));
      const reply = composeExtractiveAnswer('how do i delete my account', [deleteAccount], meaning);
      // …and, the answer being short, reads on to the sentence after the steps.
      expect(reply.answer).toBe(
        'Go to Settings > Profile. Click Delete Account. Type your email address to confirm and click Confirm Deletion. ' +
          'Deleted accounts cannot be restored by our support team.',
      );
    });

    const sessions = {
      url: 'https://docs.example/sessions',
      title: 'Sessions',
      header: 'Sessions › Active sessions',
      score: 1,
      content: 'Your sessions page lists every device currently logged into your account.',
      after: [
        {
          header: 'Sessions › Active sessions › View sessions',
          content: 'Go to **Settings**, open the **Security** tab, then click **Manage sessions**.',
        },
        {
          header: 'Sessions › Security activity',
          content: 'The activity log lists sign-in attempts and password changes.',
        },
      ],
    };

    it('answers "where do I…" with the steps in the section after the description, on the same page', () => {
      const meaning = meaningOf([sessions], () => 0.8);
      const reply = composeExtractiveAnswer(
        'where do i see which devices are logged in',
        [sessions],
        meaning,
      );
      expect(reply.answer).toBe(
        'Your sessions page lists every device currently logged into your account. ' +
          'Go to Settings, open the Security tab, then click Manage sessions.',
      );
      expect(reply.sources).toEqual([{ url: sessions.url, title: 'Sessions' }]);
    });

    it('reads on into a subsection of its section, never into the next section, nor quotes a neighbour on its own', () => {
      const meaning = meaningOf([sessions], () => 0.8);
      const reply = composeExtractiveAnswer('what is the sessions page', [sessions], meaning);
      expect(reply.answer).toBe(
        'Your sessions page lists every device currently logged into your account. ' +
          'Go to Settings, open the Security tab, then click Manage sessions.',
      );
      const about = composeExtractiveAnswer('activity log sign-in attempts', [sessions], meaning);
      expect(about.answer).not.toContain('activity log');
    });

    it('finishes a procedure that runs on into the chunks after the passage', () => {
      const enable = {
        url: 'https://docs.example/security',
        title: 'Security',
        header: 'Security › Enable 2FA › Open 2FA setup',
        score: 1,
        content: 'Go to **Settings**, open the **Security** tab and click **Enable 2FA**.',
        after: [
          {
            header: 'Security › Enable 2FA › Scan the QR code',
            content: 'Open your authenticator app and scan the QR code.',
          },
          {
            header: 'Security › Enable 2FA › Verify and save',
            content: 'Enter the 6-digit code from your app, then save your recovery codes.',
          },
        ],
      };
      const meaning = meaningOf([enable], () => 0.8);
      const reply = composeExtractiveAnswer('how do i turn on two factor', [enable], meaning);
      expect(reply.answer).toBe(
        'Go to Settings, open the Security tab and click Enable 2FA. Open your authenticator app and scan the QR code. ' +
          'Enter the 6-digit code from your app, then save your recovery codes.',
      );
    });
  });
});
