// @vitest-environment jsdom
// The whole home page as the router serves it at / (web/src/pages/public/HomePage.tsx).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { currentUrl, renderApp } from '../../testing/renderApp';

cleanUpAfterEachTest();

async function openHome() {
  const app = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function main() {
  return within(screen.getByRole('main'));
}

describe('home page', () => {
  it('has one headline, read as a whole sentence rather than keystroke by keystroke', async () => {
    await openHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toContain('Turn Your Website Into a');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Turn Your Website Into a Smart AI Chatbot' }),
    ).toBeTruthy();
    expect(screen.getByTestId('typewriter').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends both calls to action to sign-up', async () => {
    await openHome();
    expect(main().getByRole('link', { name: 'Create My AI Bot' }).getAttribute('href')).toBe('/register');
    expect(main().getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/register');
  });

  it('opens sign-up from Create My AI Bot', async () => {
    const { router } = await openHome();
    fireEvent.click(main().getByRole('link', { name: 'Create My AI Bot' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/register');
    });
  });

  it('scrolls down to the three steps of How It Works', async () => {
    const { router } = await openHome();
    const scrollLink = main().getByRole('link', { name: /how it works/i });
    expect(scrollLink.getAttribute('href')).toBe('/#how-it-works');

    const steps = within(document.getElementById('how-it-works') ?? document.body);
    expect(steps.getByRole('heading', { name: 'How It Works' })).toBeTruthy();
    for (const step of ['Connect Your Data', 'AI Learns & Adapts', 'Smart Conversations']) {
      expect(steps.getByRole('heading', { level: 3, name: step })).toBeTruthy();
    }

    fireEvent.click(scrollLink);
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/#how-it-works');
    });
  });

  it('gives four reasons and three use cases', async () => {
    await openHome();
    const why = within(screen.getByRole('region', { name: 'Why SiteSage?' }));
    for (const reason of [
      'Human-like AI',
      'Plug & Play Integration',
      'Secure & Private',
      'Real-Time Insights',
    ]) {
      expect(why.getByRole('heading', { level: 3, name: reason })).toBeTruthy();
    }
    const useCases = within(screen.getByRole('region', { name: 'Built for Every Use Case' }));
    for (const useCase of ['Lead Generation', 'Customer Support', 'Internal Knowledge Base']) {
      expect(useCases.getByRole('heading', { level: 3, name: useCase })).toBeTruthy();
    }
  });

  it('offers the demo video with a play button and does not play it', async () => {
    await openHome();
    const demo = within(screen.getByRole('region', { name: 'See It Work' }));
    expect(demo.getByRole('button', { name: 'Play the demo video' })).toBeTruthy();
    expect(document.querySelector('video')?.paused).toBe(true);
  });
});
