// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { renderApp } from '../../testing/renderApp';
import { recordScrollIntoView } from '../../testing/scroll-into-view';

cleanUpAfterEachTest();

const SECTIONS = [
  ['agent-setup', 'Agent Setup'],
  ['training-set', 'Training Set'],
  ['live-agent-ui', 'Live Agent UI'],
  ['session-message', 'Session/Message'],
  ['integration', 'Integration'],
  ['billing-plan', 'Billing and Plan issues'],
] as const;

const scrolledTo = recordScrollIntoView();

function stepsOf(question: HTMLElement): HTMLElement {
  const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
  if (panel === null) throw new Error('the question controls no steps');
  return panel;
}

describe('troubleshoot page', () => {
  it('has the six help sections, each reachable by its fragment', async () => {
    renderApp('/troubleshoot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Troubleshooting' })).toBeTruthy();

    const sections = Array.from(document.querySelectorAll('section[aria-labelledby]'));
    expect(sections.map((section) => [section.id, section.querySelector('h2')?.textContent])).toEqual(
      SECTIONS.map(([id, title]) => [id, title]),
    );
    const nav = screen.getByRole('navigation', { name: 'Help sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(SECTIONS.map(([id]) => `/troubleshoot#${id}`));
  });

  it('shows and hides the steps of a question, several open at once', async () => {
    renderApp('/troubleshoot');
    const statuses = await screen.findByRole('button', { name: 'What the training statuses mean' });
    const quota = screen.getByRole('button', { name: /answered all the conversations its plan allows/ });
    expect(statuses.getAttribute('aria-expanded')).toBe('false');
    expect(stepsOf(statuses).hidden).toBe(true);

    fireEvent.click(statuses);
    expect(statuses.getAttribute('aria-expanded')).toBe('true');
    expect(stepsOf(statuses).hidden).toBe(false);
    const steps = within(stepsOf(statuses))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps.join(' ')).toMatch(/INQUEUE.*INPROGRESS.*COMPLETED.*FAILED/);

    fireEvent.click(quota);
    expect(stepsOf(quota).hidden).toBe(false);
    expect(stepsOf(statuses).hidden).toBe(false);
    expect(stepsOf(quota).textContent).toContain('Free 100, Basic 10,000, Pro 100,000');

    fireEvent.click(statuses);
    expect(statuses.getAttribute('aria-expanded')).toBe('false');
    expect(stepsOf(statuses).hidden).toBe(true);
    expect(stepsOf(quota).hidden).toBe(false);
  });

  it('opens at the section a link names', async () => {
    renderApp('/troubleshoot#training-set');
    await screen.findByRole('heading', { level: 1, name: 'Troubleshooting' });
    await waitFor(() => {
      expect(scrolledTo()).toContain('training-set');
    });
  });
});
