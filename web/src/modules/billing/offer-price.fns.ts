/**
 * A price after an offer's percent discount, in whole rupees (spec §9: rounded). A discount
 * outside 0–100 % is treated as its nearest bound, so a bad offer never shows a negative price.
 */
export function offerPrice(price: number, discountPercent: number): number {
  const percent = Number.isFinite(discountPercent) ? Math.min(100, Math.max(0, discountPercent)) : 0;
  return Math.round((price * (100 - percent)) / 100);
}
