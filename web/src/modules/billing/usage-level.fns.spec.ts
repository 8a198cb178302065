import { describe, expect, it } from 'vitest';
import { usageLevel, usedPercent } from './usage-level.fns';
import { shownQuotas, usageNotices } from './usage-notices.fns';

describe('usageLevel', () => {
  it('is ok below 80 %, near from 80 %, full at the limit and beyond', () => {
    expect(usageLevel(79, 100)).toBe('ok');
    expect(usageLevel(80, 100)).toBe('near');
    expect(usageLevel(99, 100)).toBe('near');
    expect(usageLevel(100, 100)).toBe('full');
    expect(usageLevel(101, 100)).toBe('full');
    expect(usageLevel(3, 5)).toBe('ok');
    expect(usageLevel(4, 5)).toBe('near');
    expect(usageLevel(1, 1)).toBe('full');
    expect(usageLevel(0, 0)).toBe('full');
  });

  it('fills the bar in whole percent, never past 100', () => {
    expect(usedPercent(7999, 10000)).toBe(79);
    expect(usedPercent(150, 100)).toBe(100);
    expect(usedPercent(0, 0)).toBe(100);
  });
});

describe('usageNotices', () => {
  it('tells of each quota at 80 % or more, the full ones first, and nothing about the rest', () => {
    const notices = usageNotices(
      shownQuotas({
        agents: { used: 1, limit: 1 },
        conversations: { used: 85, limit: 100 },
        training_sets: { used: 2, limit: 10 },
      }),
    );
    expect(notices.map((notice) => [notice.key, notice.level])).toEqual([
      ['agents', 'full'],
      ['conversations', 'near'],
    ]);
    expect(notices[0]?.text).toBe('Agents: 1 of 1 used, the limit of your plan. Upgrade your plan for more.');
    expect(notices[1]?.text).toBe(
      "Conversations this cycle: 85 of 100 used, 80% or more of your plan's limit.",
    );
  });
});

describe('paused agents', () => {
  it('says how many agents are paused beyond the plan, that nothing is deleted, and where to choose', () => {
    const [notice] = usageNotices(
      shownQuotas({
        agents: { used: 3, limit: 1 },
        conversations: { used: 0, limit: 100 },
        training_sets: { used: 0, limit: 100 },
      }),
    );
    expect(notice).toEqual({
      key: 'agents',
      level: 'full',
      text: 'Agents: 3 of 1. 2 agents are paused and not answering visitors; nothing is deleted. Choose which agents stay, or upgrade your plan.',
      action: { to: '/admin/projects', label: 'Choose agents' },
    });
  });
});

describe('shownQuotas', () => {
  it('labels every quota of the plan, training sets included, in reading order', () => {
    const shown = shownQuotas({
      agents: { used: 0, limit: 1 },
      conversations: { used: 0, limit: 100 },
      training_sets: { used: 3, limit: 100 },
    });
    expect(shown.map((quota) => [quota.label, quota.quota.used])).toEqual([
      ['Agents', 0],
      ['Conversations this cycle', 0],
      ['Training sets', 3],
    ]);
  });
});
