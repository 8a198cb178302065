// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../../testing/dom-test-cleanup';
import { renderApp } from '../../../testing/renderApp';
import { cellTexts, tableRow } from '../../../testing/table-rows';

cleanUpAfterEachTest();

const TABLE = 'SiteSage compared with other kinds of website chat tools';

async function openFeatures() {
  renderApp('/features');
  await screen.findByRole('heading', { level: 1 });
}

const cardTitles = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('features page', () => {
  it('walks through how it works, the AI capabilities and the integrations', async () => {
    await openFeatures();
    expect(cardTitles('How It Works')).toEqual(['Data Collection', 'AI Processing', 'Real-time Interaction']);
    expect(cardTitles('AI Capabilities')).toEqual(
      expect.arrayContaining(['NLP Understanding', 'Semantic Search', 'Context Awareness']),
    );
    expect(cardTitles('Integration Options')).toEqual(['Website', 'CRM', 'WhatsApp', 'API']);
    expect(screen.getByRole('region', { name: 'Customization & Security' })).toBeTruthy();
  });

  it('names the AI providers it works with', async () => {
    await openFeatures();
    const providers = within(screen.getByRole('list', { name: 'Supported AI providers' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(providers).toEqual(['OpenAI', 'Gemini', 'Anthropic']);
  });

  it('compares SiteSage with other kinds of tools in a table read as words', async () => {
    await openFeatures();
    const table = screen.getByRole('table', { name: TABLE });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Capability', 'SiteSage', 'Generic chat widgets', 'Rule-based FAQ bots', 'Live chat tools']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Semantic search over your own content',
      'Context awareness across earlier messages',
      'Multichannel: website',
      'Multichannel: API',
      'Multichannel: WhatsApp',
      'Customization of look, welcome message and quick questions',
    ]);
    // The symbols are hidden from assistive technology; each cell reads Yes, Partly or No.
    expect(cellTexts(tableRow(TABLE, 'Semantic search over your own content'))).toEqual([
      '✓Yes',
      '✗No',
      '✗No',
      '✗No',
    ]);
    expect(cellTexts(tableRow(TABLE, 'Multichannel: WhatsApp'))).toEqual([
      '✓Yes',
      '✗No',
      '◐Partly',
      '◐Partly',
    ]);
  });

  it('lets the table scroll inside its own focusable box on narrow screens', async () => {
    await openFeatures();
    const scroller = screen.getByRole('region', { name: TABLE });
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.className).toContain('overflow-x-auto');
    expect(within(scroller).getByRole('table')).toBeTruthy();
  });

  it('sends Get Started to sign-up', async () => {
    await openFeatures();
    const links = screen.getAllByRole('link', { name: 'Get Started' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/register');
  });
});
