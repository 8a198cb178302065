import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no layout, hence no scrollIntoView. Installs a recorder for each test of the file and
 * returns a function naming, by id, every element scrolled to so far.
 */
export function recordScrollIntoView(): () => string[] {
  const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: scrollIntoView,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  return () => scrollIntoView.mock.contexts.map((element) => (element as Element).id);
}
