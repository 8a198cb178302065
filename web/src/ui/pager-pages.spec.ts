import { describe, expect, it } from 'vitest';
import { pagerPages } from './pager-pages';

describe('pagerPages', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows a window of 3 around the current page, with the ends and gaps', () => {
    expect(pagerPages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('keeps the window inside the range at either end', () => {
    expect(pagerPages(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pagerPages(2, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pagerPages(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
    expect(pagerPages(3, 8)).toEqual([1, 2, 3, 4, 'gap', 8]);
  });
});
