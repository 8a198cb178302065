// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { HeroBackground } from './HeroBackground';
import { HERO_BACKGROUNDS } from './hero-backgrounds';
import { HomeHero } from './HomeHero';

cleanUpAfterEachTest();

/** A random source that returns `values` in turn, then the last one forever. */
function draws(...values: number[]) {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

function shownImage(): string | null {
  return (
    screen.getByTestId('hero-background').querySelector('img[data-current]')?.getAttribute('src') ?? null
  );
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('hero background', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('starts on a random scene and moves to a different one after 20 seconds', () => {
    render(<HeroBackground paused={false} random={draws(0.5, 0.5, 0)} />);
    expect(shownImage()).toBe(HERO_BACKGROUNDS[2]);
    wait(19_999);
    expect(shownImage()).toBe(HERO_BACKGROUNDS[2]);
    wait(1);
    // Drawing 0.5 again must not keep the scene: the draw is among the other four.
    expect(shownImage()).toBe(HERO_BACKGROUNDS[3]);
    wait(20_000);
    expect(shownImage()).toBe(HERO_BACKGROUNDS[0]);
  });

  it('fetches only the scene on screen and the one it replaces', () => {
    render(<HeroBackground paused={false} random={draws(0, 0, 0)} />);
    expect(screen.getByTestId('hero-background').querySelectorAll('img')).toHaveLength(1);
    wait(40_000);
    const sources = [...screen.getByTestId('hero-background').querySelectorAll('img')].map((image) =>
      image.getAttribute('src'),
    );
    expect(sources).toEqual([HERO_BACKGROUNDS[1], HERO_BACKGROUNDS[0]]);
  });

  it('is decorative', () => {
    render(<HeroBackground paused={false} random={draws(0)} />);
    expect(screen.getByTestId('hero-background').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('hero-background').querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('keeps one scene and the first title, complete, when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    render(
      <MemoryRouter>
        <HomeHero random={draws(0.3, 0.9)} />
      </MemoryRouter>,
    );
    expect(shownImage()).toBe(HERO_BACKGROUNDS[1]);
    expect(screen.getByTestId('typewriter').textContent).toBe('Smart AI Chatbot');
    wait(60_000);
    expect(shownImage()).toBe(HERO_BACKGROUNDS[1]);
    expect(screen.getByTestId('typewriter').textContent).toBe('Smart AI Chatbot');
  });

  it('rotates in the hero when motion is welcome', () => {
    stubReducedMotion(false);
    render(
      <MemoryRouter>
        <HomeHero random={draws(0.3, 0.9)} />
      </MemoryRouter>,
    );
    wait(20_000);
    expect(shownImage()).toBe(HERO_BACKGROUNDS[4]);
    expect(screen.getByTestId('typewriter').textContent).not.toBe('');
  });
});
