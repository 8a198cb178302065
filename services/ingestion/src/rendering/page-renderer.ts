import {
  checkTarget,
  EgressError,
  isEgressError,
  safeFetch,
  type EgressPolicy,
  type SafeResponse,
} from '@sitesage/egress';
import { errors, type Browser, type BrowserContext } from 'playwright-core';
import { launchChromium, sandboxByDefault } from './chromium-launch.js';
import { createConcurrencyLimit } from './concurrency-limit.js';
import { createEgressRouter, type RequestOutcome } from './egress-router.js';
import { formatSeconds } from './render-request.fns.js';
import { isRenderError, RenderError } from './render-error.js';

export type PageRendererOptions = {
  /** The egress policy every request of every rendered page goes through. */
  policy: EgressPolicy;
  /** Debian's Chromium by default. */
  executablePath?: string;
  /** Cap on rendering one page: loading, running its scripts and settling. */
  timeoutMs: number;
  /** Cap on the bytes one page loads (all its requests together) and on the HTML it ends with. */
  maxBytes: number;
  /** Most requests one page may have fetched; later ones are refused. */
  maxRequests?: number;
  /** After the load event, how long to wait at most for the page's network to go quiet. */
  settleMs?: number;
  /** Pages rendered at once by this process; the others wait their turn. */
  maxConcurrentPages?: number;
  /** Chromium's sandbox; on unless this process runs as root, where Chromium cannot use it. */
  sandbox?: boolean;
  /** Called for every request a page makes, with what became of it. */
  onRequest?: (outcome: RequestOutcome) => void;
};

export type RenderOptions = {
  /**
   * The page's HTML, already fetched through egress from `url` (pass the address it was finally
   * fetched from, after redirects): served to the browser instead of fetching it again.
   */
  html?: string;
};

export type RenderedPage = {
  /** The DOM after the page's scripts ran, serialised. */
  html: string;
  /** Where the page ended up, after redirects and script navigations. */
  finalUrl: string;
};

export type PageRenderer = {
  /**
   * Loads the page in a fresh browser context with JavaScript on and returns its HTML once it has
   * loaded and settled. Fails with an EgressError when the page itself is refused, too large or
   * too slow, and with a RenderError when the browser fails.
   */
  render(url: string, options?: RenderOptions): Promise<RenderedPage>;
  /** Closes the browser; later renders fail. */
  close(): Promise<void>;
};

const contextOptions = {
  javaScriptEnabled: true,
  serviceWorkers: 'block',
  acceptDownloads: false,
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
} as const;
const documentAccept = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const htmlTypes = new Set(['text/html', 'application/xhtml+xml', '']);

/** The caller's copy of the document, shaped as if egress had just fetched it. */
function servedByCaller(url: string, html: string): SafeResponse {
  return {
    url,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    contentType: 'text/html',
    charset: 'utf-8',
    body: Buffer.from(html, 'utf8'),
    redirects: [],
  };
}

/** How long past its deadline a render may take to give up before the browser is assumed stuck. */
const stuckAfterMs = 5_000;

/**
 * Renders JavaScript-only pages in one lazily started Chromium whose every request is fetched by
 * Node through the egress rules (see egress-router.ts and chromium-launch.ts). A browser that
 * crashed or was closed is started again by the next render.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const {
    policy,
    executablePath = '/usr/bin/chromium',
    timeoutMs,
    maxBytes,
    maxRequests = 50,
    settleMs = 5_000,
    maxConcurrentPages = 2,
    sandbox = sandboxByDefault(),
    onRequest,
  } = options;
  const limit = createConcurrencyLimit(maxConcurrentPages);
  let running: Promise<Browser> | undefined;
  let closed = false;

  const timedOut = () =>
    new EgressError(
      'timeout',
      `The page did not finish loading in the browser within ${formatSeconds(timeoutMs)} seconds.`,
    );

  function launch(): Promise<Browser> {
    const attempt: Promise<Browser> = launchChromium(executablePath, sandbox).then(
      (browser) => {
        browser.on('disconnected', () => {
          forget(attempt);
        });
        return browser;
      },
      (error: unknown) => {
        forget(attempt);
        throw new RenderError(`Chromium could not be started from ${executablePath}.`, { cause: error });
      },
    );
    running = attempt;
    return attempt;
  }

  function forget(attempt: Promise<Browser>) {
    if (running === attempt) running = undefined;
  }

  /**
   * A fresh incognito context. A browser found dead on the way (crashed, killed: its 'disconnected'
   * event may not have arrived yet) is forgotten and one new browser started for this render.
   */
  async function openContext(): Promise<{ browser: Browser; context: BrowserContext }> {
    for (let attempts = 1; ; attempts += 1) {
      if (closed) throw new RenderError('The page renderer is closed.');
      const attempt = running ?? launch();
      const browser = await attempt;
      try {
        return { browser, context: await browser.newContext(contextOptions) };
      } catch (error) {
        if (browser.isConnected() || attempts === 2) {
          throw new RenderError('The browser could not open a page.', { cause: error });
        }
        forget(attempt);
      }
    }
  }

  async function fetchDocument(
    url: string,
    renderOptions: RenderOptions,
    deadline: number,
    signal: AbortSignal,
  ) {
    const document =
      renderOptions.html === undefined
        ? await safeFetch(
            url,
            { maxBytes, timeoutMs: Math.max(1, deadline - Date.now()), accept: documentAccept, signal },
            policy,
          )
        : servedByCaller(url, renderOptions.html);
    if (!htmlTypes.has(document.contentType)) {
      throw new RenderError(`Not a web page (${document.contentType}); only HTML pages are rendered.`);
    }
    return document;
  }

  async function renderIn(
    context: BrowserContext,
    document: SafeResponse,
    deadline: number,
    signal: AbortSignal,
  ) {
    const remaining = () => Math.max(1, deadline - Date.now());
    const page = await context.newPage();
    const router = createEgressRouter({
      policy,
      page,
      maxRequests,
      maxBytes,
      deadline,
      signal,
      document,
      onRequest,
    });
    await context.route('**/*', router.handle);
    await context.routeWebSocket(/.*/, async (socket) => {
      onRequest?.({ url: socket.url(), resourceType: 'websocket', outcome: 'skipped', reason: 'websocket' });
      await socket.close({ code: 1008, reason: 'Blocked' });
    });
    // Popups are not rendered (their navigations are refused by the router too).
    context.on('page', (other) => {
      if (other !== page) other.close().catch(() => undefined);
    });

    // The browser starts at the address the document was finally fetched from, so relative links
    // and the page's idea of its own URL are right.
    await page.goto(document.url, { waitUntil: 'load', timeout: remaining() });
    // Most pages fetch their content right after loading; a page that never goes quiet is read as it is.
    await page
      .waitForLoadState('networkidle', { timeout: Math.min(settleMs, remaining()) })
      .catch(() => undefined);
    const html = await page.content();
    if (Buffer.byteLength(html) > maxBytes) {
      throw new EgressError('too_large', 'The page grew larger than allowed in the browser.');
    }
    return { html, finalUrl: page.url() };
  }

  /** Only EgressError (the page) and RenderError (the browser) leave the renderer. */
  function renderFailure(error: unknown): Error {
    if (isEgressError(error) || isRenderError(error)) return error;
    if (error instanceof errors.TimeoutError) return timedOut();
    const message = error instanceof Error ? error.message : '';
    if (/crash/i.test(message)) return new RenderError('The browser crashed while rendering the page.');
    return new RenderError('The browser could not render the page.', { cause: error });
  }

  async function renderOne(url: string, renderOptions: RenderOptions): Promise<RenderedPage> {
    const deadline = Date.now() + timeoutMs;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      // Fetched before the browser is involved: a refused or missing page never starts one.
      const document = await fetchDocument(url, renderOptions, deadline, controller.signal);
      const { browser, context } = await openContext();
      const work = renderIn(context, document, deadline, controller.signal);
      // A page spinning in a script loop never answers page.content(): stop waiting for it.
      const stuck = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => {
            reject(timedOut());
          },
          Math.max(1, deadline - Date.now()) + stuckAfterMs,
        );
      });
      try {
        return await Promise.race([work, stuck]);
      } finally {
        work.catch(() => undefined);
        await closeContext(browser, context);
      }
    } catch (error) {
      throw renderFailure(error);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  return {
    async render(url, renderOptions = {}) {
      if (closed) throw new RenderError('The page renderer is closed.');
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        throw new EgressError('invalid_url', 'The address is not a valid URL.');
      }
      checkTarget(target, policy);
      return limit(() => renderOne(target.href, renderOptions));
    },
    async close() {
      closed = true;
      const browser = await running?.catch(() => undefined);
      running = undefined;
      await browser?.close();
    },
  };
}

/** Closing a context kills its pages; if even that hangs, the browser goes (the next render starts another). */
async function closeContext(browser: Browser, context: BrowserContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closedInTime = await Promise.race([
    context.close().then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        resolve(false);
      }, stuckAfterMs);
    }),
  ]);
  clearTimeout(timer);
  if (!closedInTime) await browser.close().catch(() => undefined);
}
