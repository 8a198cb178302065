/** The first section, in page order, that is in view; null when none is. */
export function firstInView<T extends string>(order: readonly T[], inView: ReadonlySet<string>): T | null {
  return order.find((id) => inView.has(id)) ?? null;
}
