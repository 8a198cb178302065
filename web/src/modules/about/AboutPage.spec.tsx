// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { renderApp } from '../../testing/renderApp';

cleanUpAfterEachTest();

async function openAbout() {
  renderApp('/about');
  await screen.findByRole('heading', { level: 1 });
}

describe('about page', () => {
  it('tells the mission, who we are and the three core values', async () => {
    await openAbout();
    expect(screen.getByRole('region', { name: 'Our Mission' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Who We Are' })).getByText(/founded in 2023/),
    ).toBeTruthy();
    const values = within(screen.getByRole('region', { name: 'Our Core Values' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(values).toEqual(['Innovation', 'User-centricity', 'Trust and Transparency']);
  });

  it('introduces the CEO and the CTO, each with a described portrait', async () => {
    await openAbout();
    const team = screen.getByRole('region', { name: 'Meet Our Team' });
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(2);
    expect(within(members[0]!).getByText(/CEO/)).toBeTruthy();
    expect(within(members[1]!).getByText(/CTO/)).toBeTruthy();
    for (const member of members) {
      const name = within(member).getByRole('heading', { level: 3 }).textContent;
      const portrait = within(member).getByRole('img');
      expect(portrait.getAttribute('alt')).toBe(`Illustrated portrait of ${name}`);
      expect(portrait.getAttribute('src')).toMatch(/^\/team\/.+\.svg$/);
    }
  });

  it('offers a way to get in touch', async () => {
    await openAbout();
    expect(screen.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact-us');
  });
});
