import { describe, expect, it } from 'vitest';
import { nextOpenItem } from './open-item.fns';

describe('nextOpenItem', () => {
  it('opens the clicked item in place of the open one', () => {
    expect(nextOpenItem('a', 'b')).toBe('b');
    expect(nextOpenItem(null, 'b')).toBe('b');
  });

  it('closes the open item when it is clicked again', () => {
    expect(nextOpenItem('a', 'a')).toBeNull();
  });
});
