// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { openSignedIn } from '../../testing/signed-in-app';
import { testProject } from '../../testing/test-projects';

cleanUpAfterEachTest();

const INSIGHTS = 'GET /api/v1/projects/p1/insights';

function week(conversations: number) {
  const days = Array.from({ length: 7 }, (_, i) => ({
    day: `2026-11-${String(20 + i)}`,
    conversations: i === 6 ? conversations : 0,
    answered: i === 6 ? 3 : 0,
    declined: i === 6 ? 1 : 0,
    weak: i === 6 ? 1 : 0,
    escalations: 0,
  }));
  return {
    since: '2026-11-20T00:00:00.000Z',
    until: '2026-11-26T10:00:00.000Z',
    time_zone: 'UTC',
    days,
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, questions: hour === 9 ? 5 : 0 })),
    top_questions: [
      {
        question: 'Do you deliver to Pune?',
        examples: ['Is delivery available in Pune?'],
        count: 2,
        last_asked_at: '',
      },
    ],
    questions: 5,
    grouped_questions: 5,
  };
}

describe('the Insights page', () => {
  it('shows the totals, each chart with its numbers in a table, and the top questions', async () => {
    openSignedIn('/admin/projects/p1/insights', {
      'GET /api/v1/projects/p1': () => Response.json(testProject()),
      [INSIGHTS]: () => Response.json(week(2)),
    });
    const totals = await screen.findByLabelText('Totals');
    expect(totals.textContent).toContain('Conversations2');
    expect(totals.textContent).toContain('Answered weakly1');
    expect(
      screen.getByText('2 conversations, the most on Thu 26 November (2); 0 were passed to a person.'),
    ).toBeTruthy();
    expect(screen.getByText('5 replies: 3 answered, 1 answered weakly, 1 declined.')).toBeTruthy();
    expect(screen.getByText('Busiest: 09:00–10:00 (5 questions).')).toBeTruthy();
    expect(screen.getByText('Hour of the day in UTC.')).toBeTruthy();
    // The chart's text alternative: every hour's count in a table under the chart.
    const figure = screen.getByLabelText('Busiest hours');
    const nine = [...figure.querySelectorAll('tbody tr')].find((row) => row.textContent.startsWith('09:00'));
    expect(nine?.textContent).toBe('09:00–10:005');
    const top = screen.getByLabelText('Top questions', { selector: 'ol' });
    expect(top.textContent).toContain('Do you deliver to Pune?');
    expect(top.textContent).toContain('Asked 2 times');
  });

  it('says so when there were no conversations, and asks for 30 days when switched', async () => {
    const { api } = openSignedIn('/admin/projects/p1/insights', {
      'GET /api/v1/projects/p1': () => Response.json(testProject()),
      [INSIGHTS]: () => Response.json(week(0)),
    });
    expect(await screen.findByText('No conversations in the last 7 days')).toBeTruthy();
    expect(new URL(api.sent(INSIGHTS)[0]?.url ?? '').searchParams.get('days')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => {
      expect(new URL(api.sent(INSIGHTS).at(-1)?.url ?? '').searchParams.get('days')).toBe('30');
    });
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(api.sent(INSIGHTS)[0]?.url ?? '').searchParams.get('time_zone')).toBeTruthy();
  });
});
