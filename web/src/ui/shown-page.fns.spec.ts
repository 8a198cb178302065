import { describe, expect, it } from 'vitest';
import { shownPage } from './shown-page.fns';

const pageOne = { data: ['a', 'b'], total: 12 };
const pageTwo = { data: ['k', 'l'], total: 12 };

describe('shownPage', () => {
  it('shows the asked-for page once it has arrived', () => {
    expect(shownPage({ data: pageTwo, currentData: pageTwo, isFetching: false })).toEqual({
      rows: ['k', 'l'],
      total: 12,
      stale: false,
    });
  });

  it('keeps the page before on screen, marked stale, while the next one loads', () => {
    expect(shownPage({ data: pageOne, currentData: undefined, isFetching: true })).toEqual({
      rows: ['a', 'b'],
      total: 12,
      stale: true,
    });
  });

  it('is not stale while the same page is polled again', () => {
    expect(shownPage({ data: pageOne, currentData: pageOne, isFetching: true }).stale).toBe(false);
  });

  it('shows nothing before the first answer', () => {
    expect(shownPage({ isFetching: true })).toEqual({ rows: undefined, total: 0, stale: false });
  });
});
