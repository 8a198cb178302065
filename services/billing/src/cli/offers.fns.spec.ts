import { describe, expect, it } from 'vitest';
import { formatOffers, parseOffersCommand } from './offers.fns.js';

const owner = '7HQ2M9XK';
const add = (...flags: string[]) =>
  parseOffersCommand([
    'add',
    '--percent',
    '15',
    '--text',
    'Spring',
    '--razorpay-offer',
    'offer_Sp15',
    ...flags,
  ]);

describe('parseOffersCommand', () => {
  it('reads an offer for every owner, or for one, within optional days', () => {
    expect(add()).toEqual({
      kind: 'add',
      displayText: 'Spring',
      discountPercent: 15,
      userId: null,
      startsAt: null,
      endsAt: null,
      razorpayOfferId: 'offer_Sp15',
    });
    expect(
      add('--user', owner.toLowerCase(), '--starts', '2026-12-01', '--ends', '2026-12-31'),
    ).toMatchObject({
      userId: owner,
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: new Date('2026-12-31T00:00:00Z'),
    });
  });

  it('says what is wrong instead of guessing', () => {
    expect(parseOffersCommand(['add', '--percent', '0', '--text', 'x', '--razorpay-offer', 'offer_A'])).toBe(
      '--percent must be a whole number from 1 to 100',
    );
    expect(
      parseOffersCommand(['add', '--percent', '10', '--text', '  ', '--razorpay-offer', 'offer_A']),
    ).toBe('--text must be 1 to 200 characters');
    expect(add('--user', 'someone@example.com')).toBe(
      '--user must be an owner id (eight letters and digits)',
    );
    expect(add('--ends', '2026-02-30')).toBe('--ends must be a date written YYYY-MM-DD');
    expect(add('--starts', '2026-12-31', '--ends', '2026-12-01')).toBe('--ends must be after --starts');
    expect(add('--percent', '20')).toBe('--percent is given twice');
    expect(add('--colour', 'red')).toBe('unknown option --colour');
    expect(add('--user')).toBe('--user needs a value');
    expect(parseOffersCommand(['add', '--percent', '10', '--text', 'No discount at checkout'])).toBe(
      '--razorpay-offer must name the Razorpay offer (offer_…)',
    );
    expect(parseOffersCommand(['end'])).toBe('end needs one offer id');
    expect(parseOffersCommand(['remove'])).toBe('say list, add or end');
  });
});

describe('formatOffers', () => {
  it('shows each offer with whom it is for, its days and its Razorpay offer', () => {
    const line = formatOffers([
      {
        id: 'a1',
        user_id: null,
        display_text: 'Spring',
        discount_percent: 15,
        razorpay_offer_id: 'offer_Sp15',
        starts_at: new Date('2026-03-01T00:00:00Z'),
        ends_at: null,
        created_at: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    expect(line).toBe('a1  15% "Spring"  every owner  2026-03-01 to …  Razorpay offer_Sp15\n');
    expect(formatOffers([])).toBe('No offers.\n');
  });
});
