import type { OfferRow } from '../db/database.js';

/** What the operator asked `npm run billing:offers` to do, checked before the database is touched. */
export type OffersCommand =
  | { kind: 'list' }
  | {
      kind: 'add';
      displayText: string;
      discountPercent: number;
      /** One owner's offer (their user id), or null for every owner. */
      userId: string | null;
      startsAt: Date | null;
      endsAt: Date | null;
      /** The Razorpay offer that takes the discount off at checkout (made in Razorpay's dashboard). */
      razorpayOfferId: string;
    }
  | { kind: 'end'; offerId: string };

export const offersUsage = `Usage:
  npm run billing:offers -- list
  npm run billing:offers -- add --percent N --text "Shown on the plan page" [--user USER_ID]
                                --razorpay-offer offer_… [--starts YYYY-MM-DD] [--ends YYYY-MM-DD]
  (The Razorpay offer, made in Razorpay's dashboard, is what takes the discount off at checkout.)
  npm run billing:offers -- end OFFER_ID
`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An owner's user id as auth gives it (eight Crockford base-32 characters, shown on their account). */
const ownerId = /^[0-9A-HJKMNP-TV-Z]{8}$/;
const razorpayOfferId = /^offer_[A-Za-z0-9]{1,40}$/;

function flagValues(argv: readonly string[]): Map<string, string> | string {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 2) {
    const flag = argv[index] ?? '';
    const value = argv[index + 1];
    if (!flag.startsWith('--')) return `unexpected argument "${flag}"`;
    if (value === undefined || value.startsWith('--')) return `${flag} needs a value`;
    if (values.has(flag)) return `${flag} is given twice`;
    values.set(flag, value);
  }
  return values;
}

function parseDay(flag: string, text: string | undefined): Date | null | string {
  if (text === undefined) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
  if (day === undefined || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
    return `${flag} must be a date written YYYY-MM-DD`;
  }
  return day;
}

/** The command, or a sentence saying what is wrong with the arguments. */
export function parseOffersCommand(argv: readonly string[]): OffersCommand | string {
  const [verb, ...rest] = argv;
  if (verb === 'list' && rest.length === 0) return { kind: 'list' };
  if (verb === 'end') {
    const offerId = rest[0] ?? '';
    return rest.length === 1 && uuid.test(offerId) ? { kind: 'end', offerId } : 'end needs one offer id';
  }
  if (verb !== 'add') return 'say list, add or end';

  const values = flagValues(rest);
  if (typeof values === 'string') return values;
  const known = new Set(['--percent', '--text', '--user', '--starts', '--ends', '--razorpay-offer']);
  const unknown = [...values.keys()].find((flag) => !known.has(flag));
  if (unknown !== undefined) return `unknown option ${unknown}`;

  const discountPercent = Number(values.get('--percent'));
  if (!Number.isInteger(discountPercent) || discountPercent < 1 || discountPercent > 100) {
    return '--percent must be a whole number from 1 to 100';
  }
  const displayText = (values.get('--text') ?? '').trim();
  if (displayText.length < 1 || displayText.length > 200) return '--text must be 1 to 200 characters';
  const userId = values.get('--user')?.toUpperCase() ?? null;
  if (userId !== null && !ownerId.test(userId))
    return '--user must be an owner id (eight letters and digits)';
  // Without Razorpay's own offer the plan page would promise a discount checkout does not give.
  const offerId = values.get('--razorpay-offer') ?? '';
  if (!razorpayOfferId.test(offerId)) return '--razorpay-offer must name the Razorpay offer (offer_…)';
  const startsAt = parseDay('--starts', values.get('--starts'));
  if (typeof startsAt === 'string') return startsAt;
  const endsAt = parseDay('--ends', values.get('--ends'));
  if (typeof endsAt === 'string') return endsAt;
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) return '--ends must be after --starts';
  return { kind: 'add', displayText, discountPercent, userId, startsAt, endsAt, razorpayOfferId: offerId };
}

const day = (at: Date | null) => (at === null ? '…' : at.toISOString().slice(0, 10));

/** One line per offer: what owners see, to whom, when, and whether checkout applies it in Razorpay. */
export function formatOffers(offers: readonly OfferRow[]): string {
  if (offers.length === 0) return 'No offers.\n';
  return offers
    .map((offer) => {
      const who = offer.user_id === null ? 'every owner' : `owner ${offer.user_id}`;
      const razorpay =
        offer.razorpay_offer_id === '' ? 'no Razorpay offer' : `Razorpay ${offer.razorpay_offer_id}`;
      return `${offer.id}  ${offer.discount_percent}% "${offer.display_text}"  ${who}  ${day(offer.starts_at)} to ${day(offer.ends_at)}  ${razorpay}\n`;
    })
    .join('');
}
