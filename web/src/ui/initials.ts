/** First letters of the first two words of a name, upper-cased; 'U' when there are none (spec §9). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const letters = words.map((word) => Array.from(word)[0] ?? '').join('');
  return letters === '' ? 'U' : letters.toUpperCase();
}
