import { useEffect, useState } from 'react';
import { pickFirstBackground, pickNextBackground, type RandomSource } from './hero-background.fns';

export type BackgroundLayers = {
  /** The image on top. */
  readonly current: number;
  /** The image it replaced, kept underneath while the new one fades in; null at first. */
  readonly previous: number | null;
};

/**
 * A random one of `count` images, replaced by a different random one every `intervalMs` unless
 * `paused`. `random` must keep its identity (Math.random does).
 */
export function useRotatingBackground(
  count: number,
  intervalMs: number,
  paused: boolean,
  random: RandomSource,
): BackgroundLayers {
  const [layers, setLayers] = useState<BackgroundLayers>(() => ({
    current: pickFirstBackground(count, random),
    previous: null,
  }));

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => {
      setLayers(({ current }) => ({
        current: pickNextBackground(current, count, random),
        previous: current,
      }));
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [count, intervalMs, paused, random]);

  return layers;
}
