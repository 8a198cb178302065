import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../app/useAppStore';
import { selectToken, sessionRejected } from '../../auth/auth.slice';
import { SitemapStreamError, streamSitemap } from './sitemap-stream';

export type SitemapStream = {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** The sitemap XML received so far. */
  text: string;
  /** Why the last generation failed; '' otherwise. */
  error: string;
};

const IDLE: SitemapStream = { status: 'idle', text: '', error: '' };

/**
 * One sitemap generation at a time: starting another, or leaving the page, cancels the running
 * one. A failure clears the output (spec §8); an 'Invalid token' refusal ends the session like
 * any other API call.
 */
export function useSitemapStream() {
  const store = useAppStore();
  const [state, setState] = useState<SitemapStream>(IDLE);
  const running = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const start = async (url: string, maxPages: number) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', text: '', error: '' });
    const token = selectToken(store.getState());
    try {
      await streamSitemap({
        url,
        maxPages,
        token,
        signal: controller.signal,
        onText: (text) => {
          if (!controller.signal.aborted) setState((current) => ({ ...current, text: current.text + text }));
        },
      });
      if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'done' }));
    } catch (error) {
      if (controller.signal.aborted) return;
      const message =
        error instanceof SitemapStreamError ? error.message : 'The sitemap could not be generated.';
      setState({ status: 'failed', text: '', error: message });
      if (error instanceof SitemapStreamError && error.status === 401 && message === 'Invalid token') {
        if (token !== null) store.dispatch(sessionRejected());
      }
    }
  };

  return { ...state, start };
}
