export function prefersReducedMotion(): boolean {
  // matchMedia is missing in some embedded and test browsers; no preference then.
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
