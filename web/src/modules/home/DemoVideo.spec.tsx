// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { DemoVideo } from './DemoVideo';

cleanUpAfterEachTest();

function theVideo(): HTMLVideoElement {
  const video = document.querySelector('video');
  if (video === null) throw new Error('no video on the page');
  return video;
}

describe('demo video', () => {
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let pause: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    // jsdom has no media playback.
    play = vi.fn(() => Promise.resolve());
    pause = vi.fn(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  });

  it('does not start by itself, loops silently and has a poster', () => {
    render(<DemoVideo />);
    const video = theVideo();
    expect(play).not.toHaveBeenCalled();
    expect(video.autoplay).toBe(false);
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.getAttribute('playsinline')).not.toBeNull();
    expect(video.getAttribute('poster')).toBe('/home/demo-poster.webp');
    expect(video.getAttribute('src')).toBe('/home/demo.webm');
    expect(['metadata', 'none']).toContain(video.getAttribute('preload'));
  });

  it('plays from the overlay button, shows a pause button, and pauses again', () => {
    render(<DemoVideo />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the demo video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Play the demo video' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pause the demo video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play the demo video' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause the demo video' })).toBeNull();
  });

  it('toggles when the video itself is clicked', () => {
    render(<DemoVideo />);
    fireEvent.click(theVideo());
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause the demo video' })).toBeTruthy();
    fireEvent.click(theVideo());
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play the demo video' })).toBeTruthy();
  });

  it('goes back to the play button when the browser refuses to play', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    render(<DemoVideo />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the demo video' }));
    expect(await screen.findByRole('button', { name: 'Play the demo video' })).toBeTruthy();
  });

  it('follows pauses made outside its buttons', () => {
    render(<DemoVideo />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the demo video' }));
    fireEvent(theVideo(), new Event('pause'));
    expect(screen.getByRole('button', { name: 'Play the demo video' })).toBeTruthy();
  });

  it('shows it is loading until the first frame has arrived, then is flagged ready', () => {
    render(<DemoVideo />);
    const section = screen.getByRole('region', { name: 'See It Work' });
    expect(screen.getByRole('status').textContent).toContain('Loading video');
    expect(section.getAttribute('data-ready')).toBe('false');

    fireEvent(theVideo(), new Event('loadeddata'));

    expect(section.getAttribute('data-ready')).toBe('true');
    expect(theVideo().getAttribute('data-ready')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('fetches nothing until the section nears the screen', () => {
    let reportVisible: (visible: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportVisible = (visible) => {
            callback([{ isIntersecting: visible }]);
          };
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<DemoVideo />);
    expect(theVideo().getAttribute('src')).toBeNull();
    expect(theVideo().getAttribute('poster')).toBeNull();
    expect(theVideo().getAttribute('preload')).toBe('none');

    act(() => {
      reportVisible(true);
    });

    expect(theVideo().getAttribute('src')).toBe('/home/demo.webm');
    expect(theVideo().getAttribute('poster')).toBe('/home/demo-poster.webp');
  });
});
