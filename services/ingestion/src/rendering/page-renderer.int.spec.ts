/**
 * The browser renderer against Debian's Chromium (CI installs it; without it these tests fail) and
 * a loopback site allow-listed by host:port. SECURITY.md A9: a rendered page that reaches for the
 * metadata address, private addresses and a loopback canary by every means a page has (fetch,
 * images, iframes, redirects, WebSockets, workers, shared workers, WebRTC, beacons, preconnects,
 * popups) reaches none of them: the TCP canary and a UDP listener see nothing.
 */
import { execFileSync } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEgressPolicy, isEgressError, type EgressError, type EgressPolicy } from '@sitesage/egress';
import { startCanaryServer, type CanaryServer } from '@sitesage/testing';
import { createPageRenderer, isRendererAvailable, type PageRenderer, type RequestOutcome } from './index.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Routes = Record<string, (request: IncomingMessage, response: ServerResponse) => void>;

type RenderSite = {
  origin: string;
  /** Requests the site received for a path (query included). */
  hits(path: string): number;
  close(): Promise<void>;
};

const html = (body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

function send(response: ServerResponse, type: string, body: string, status = 200) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

async function startRenderSite(routes: (origin: string) => Routes): Promise<RenderSite> {
  const hits = new Map<string, number>();
  let table: Routes = {};
  const server: Server = createServer((request, response) => {
    const target = request.url ?? '/';
    hits.set(target, (hits.get(target) ?? 0) + 1);
    const path = target.split('?')[0] ?? '';
    const route = table[path] ?? table[path.replace(/^(\/[^/]+)\/.*$/, '$1')];
    if (route) route(request, response);
    else send(response, 'text/plain', 'not found', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The render site has no port.');
  const origin = `http://127.0.0.1:${String(address.port)}`;
  table = routes(origin);
  return {
    origin,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Answers every waiting request once `count` have arrived (two pages meeting halfway). */
function barrier(count: number) {
  const waiting: ServerResponse[] = [];
  return (_request: IncomingMessage, response: ServerResponse) => {
    waiting.push(response);
    if (waiting.length < count) return;
    for (const held of waiting.splice(0)) send(held, 'application/json', '{}');
  };
}

/**
 * The shop's script: it keeps one request open (`/hold`) while it tries every way out of the
 * browser, so the page cannot look settled before it has reported, then writes what it found.
 */
function hostileScript(canary: string, udpPort: number): string {
  const canaryWs = canary.replace('http:', 'ws:');
  const canaryPort = new URL(canary).port;
  const workerCode = `fetch('${canary}worker').catch(() => {}).finally(() => {
      const ws = new WebSocket('${canaryWs}worker');
      ws.onclose = () => postMessage('done');
    });`;
  const sharedCode = `onconnect = (event) => {
      const port = event.ports[0];
      fetch('${canary}shared').catch(() => {}).finally(() => {
        const ws = new WebSocket('${canaryWs}shared');
        ws.onclose = () => port.postMessage('done');
      });
    };`;
  return `
    const hold = fetch('/hold').catch(() => {});
    const probe = (url) => fetch(url, { mode: 'no-cors' }).then(() => 'reached', () => 'blocked');
    const opened = (ws) => new Promise((done) => {
      ws.onopen = () => done('opened');
      ws.onerror = () => done('blocked');
      ws.onclose = () => done('blocked');
    });
    const blob = (code) => URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    const fromWorker = () => new Promise((done) => {
      new Worker(blob(${JSON.stringify(workerCode)})).onmessage = () => done('tried');
    });
    const fromSharedWorker = () => new Promise((done) => {
      const worker = new SharedWorker(blob(${JSON.stringify(sharedCode)}));
      worker.port.onmessage = () => done('tried');
    });
    const viaWebRtc = () => new Promise((done) => {
      const peer = new RTCPeerConnection({ iceServers: [
        { urls: 'stun:127.0.0.1:${String(udpPort)}' },
        { urls: 'turn:127.0.0.1:${canaryPort}?transport=tcp', username: 'u', credential: 'p' },
      ] });
      peer.onicegatheringstatechange = () => {
        if (peer.iceGatheringState === 'complete') done('tried');
      };
      peer.createDataChannel('x');
      peer.createOffer().then((offer) => peer.setLocalDescription(offer));
      setTimeout(() => done('tried'), 3000);
    });
    navigator.sendBeacon('${canary}beacon', 'visitor data');
    window.open('${canary}popup');
    (async () => {
      const data = await (await fetch('/data.json')).json();
      const results = {
        canary: await probe('${canary}'),
        metadata: await probe('http://169.254.169.254/latest/meta-data/'),
        private: await probe('http://10.0.0.10/'),
        redirect: await probe('/to-canary'),
        socket: await opened(new WebSocket('${canaryWs}')),
        worker: await fromWorker(),
        shared: await fromSharedWorker(),
        webrtc: await viaWebRtc(),
      };
      await fetch('/release');
      await hold;
      document.getElementById('app').innerHTML =
        '<h1>' + data.headline + '</h1><p id="probes">' + JSON.stringify(results) + '</p>';
    })();
  `;
}

describe('page renderer (Chromium, egress-routed)', () => {
  let canary: CanaryServer;
  let udp: UdpSocket;
  let udpPackets = 0;
  let site: RenderSite;
  let policy: EgressPolicy;
  let renderer: PageRenderer;
  const outcomes: RequestOutcome[] = [];

  beforeAll(async () => {
    if (!(await isRendererAvailable(chromiumPath))) {
      throw new Error(
        `Chromium is not installed at ${chromiumPath}: install Debian's chromium package (CI does) or set CHROMIUM_PATH.`,
      );
    }
    canary = await startCanaryServer();
    udp = createSocket('udp4');
    udp.on('message', () => {
      udpPackets += 1;
    });
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    const script = hostileScript(canary.url, udp.address().port);
    const releaseHold = barrier(2);
    const meet = barrier(2);
    site = await startRenderSite((origin) => ({
      '/shop': (_request, response) => {
        send(
          response,
          'text/html',
          html(
            `<div id="app">Loading…</div>
             <img src="http://169.254.169.254/latest/meta-data/iam">
             <img src="${canary.url}img">
             <iframe src="http://10.0.0.10/"></iframe>
             <iframe src="${canary.url}frame"></iframe>
             <a ping="${canary.url}ping" href="/elsewhere">elsewhere</a>
             <script src="/shop.js"></script>`,
            `<title>Cheese shop</title>
             <link rel="preconnect" href="${canary.url}">
             <link rel="dns-prefetch" href="${canary.url}">
             <link rel="prefetch" href="${canary.url}prefetch">
             <link rel="stylesheet" href="/shop.css">`,
          ),
        );
      },
      '/shop.js': (_request, response) => {
        send(response, 'text/javascript', script);
      },
      '/shop.css': (_request, response) => {
        send(response, 'text/css', 'body { color: black }');
      },
      '/data.json': (_request, response) => {
        send(response, 'application/json', JSON.stringify({ headline: 'Fresh cheese, delivered daily' }));
      },
      '/hold': releaseHold,
      '/release': releaseHold,
      '/to-canary': (_request, response) => {
        response.writeHead(302, { location: canary.url });
        response.end();
      },
      '/moved': (_request, response) => {
        response.writeHead(301, { location: `${origin}/hello#top` });
        response.end();
      },
      '/hello': (_request, response) => {
        send(
          response,
          'text/html',
          html(
            '<main></main><script>document.querySelector("main").textContent = "Hello from " + location.pathname;</script>',
          ),
        );
      },
      '/spin': (_request, response) => {
        send(response, 'text/html', html('<p>never</p><script>for (;;) {}</script>'));
      },
      '/spin-after-load': (_request, response) => {
        send(
          response,
          'text/html',
          html(
            '<p>loaded</p><script>addEventListener("load", () => setTimeout(() => { for (;;) {} }, 0));</script>',
          ),
        );
      },
      '/stalled': (_request, response) => {
        send(response, 'text/html', html('<p>waiting</p><script src="/never.js"></script>'));
      },
      '/never.js': () => {
        // Never answered: the script, and with it the page's load event, never arrives.
      },
      '/visit': (request, response) => {
        const query = new URL(request.url ?? '/', origin).searchParams;
        const name = query.get('name') ?? 'nobody';
        // Pages rendered together meet halfway, so each has written its state before either reads.
        const next = query.has('together') ? '/meet' : '/data.json';
        send(
          response,
          'text/html',
          html(
            `<p id="seen">waiting</p><script>
              const before = [localStorage.getItem('visitor') ?? 'none', document.cookie || 'none'];
              localStorage.setItem('visitor', '${name}');
              document.cookie = 'visitor=${name}';
              fetch('${next}').then(() => {
                const after = [localStorage.getItem('visitor'), document.cookie];
                document.getElementById('seen').textContent =
                  'before: ' + before.join(' ') + ' after: ' + after.join(' ');
              });
            </script>`,
          ),
        );
      },
      '/meet': meet,
      '/counter': (_request, response) => {
        send(
          response,
          'text/html',
          html(`<ol id="list"></ol><script>
            (async () => {
              const list = document.getElementById('list');
              for (let n = 1; n <= 5; n += 1) {
                const status = await fetch('/item/' + n).then((r) => r.ok ? 'loaded' : 'missing', () => 'refused');
                list.insertAdjacentHTML('beforeend', '<li>item ' + n + ' ' + status + '</li>');
              }
            })();
          </script>`),
        );
      },
      '/item': (_request, response) => {
        send(response, 'text/plain', 'an item');
      },
      '/gone': (_request, response) => {
        send(response, 'text/html', html('<p>gone</p>'), 404);
      },
    }));
    policy = createEgressPolicy({ allowHosts: `127.0.0.1:${new URL(site.origin).port}` });
    renderer = createPageRenderer({
      policy,
      executablePath: chromiumPath,
      timeoutMs: 15_000,
      maxBytes: 1024 * 1024,
      onRequest: (outcome) => outcomes.push(outcome),
    });
  });

  afterAll(async () => {
    await renderer.close();
    await site.close();
    await canary.close();
    await new Promise<void>((resolve) => udp.close(resolve));
  });

  it('renders a JavaScript-only page while every way out to internal addresses stays closed (A9)', async () => {
    const page = await renderer.render(`${site.origin}/shop`);

    expect(page.html).toContain('<h1>Fresh cheese, delivered daily</h1>');
    const probes = /<p id="probes">(.*?)<\/p>/.exec(page.html)?.[1] ?? '';
    expect(JSON.parse(probes.replaceAll('&quot;', '"'))).toEqual({
      canary: 'blocked',
      metadata: 'blocked',
      private: 'blocked',
      redirect: 'blocked',
      socket: 'blocked',
      worker: 'tried',
      shared: 'tried',
      webrtc: 'tried',
    });
    expect(canary.hits(), `canary reached: ${canary.requests.join(', ')}`).toBe(0);
    expect(udpPackets, 'WebRTC sent UDP to the loopback listener').toBe(0);
    const fetched = outcomes.filter((outcome) => outcome.outcome === 'fetched').map(({ url }) => url);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => !url.startsWith(`${site.origin}/`))).toEqual([]);
    const metadata = outcomes.filter(({ url }) => url.startsWith('http://169.254.169.254/'));
    expect(metadata.map(({ outcome }) => outcome)).not.toContain('fetched');
    expect(metadata.length).toBeGreaterThan(0);
    // The page's own WebSocket is stopped by the renderer; the browser's lack of a network stops the rest.
    expect(outcomes).toContainEqual(
      expect.objectContaining({ url: canary.url.replace('http:', 'ws:'), outcome: 'skipped' }),
    );
  });

  it('shows the page at its address after redirects, fetched once', async () => {
    const page = await renderer.render(`${site.origin}/moved`);

    expect(page.html).toContain('Hello from /hello');
    expect(page.finalUrl).toBe(`${site.origin}/hello#top`);
    expect(site.hits('/hello')).toBe(1);
  });

  it('renders HTML the caller already fetched without fetching the page again', async () => {
    const before = site.hits('/hello');
    const page = await renderer.render(`${site.origin}/hello`, {
      html: html(
        '<main></main><script>document.querySelector("main").textContent = "Served by the caller";</script>',
      ),
    });

    expect(page.html).toContain('Served by the caller');
    expect(site.hits('/hello')).toBe(before);
  });

  it('refuses a page whose address, or whose redirect, is internal, before the canary sees it', async () => {
    const direct = await renderer.render(canary.url).catch((error: unknown) => error);
    const redirected = await renderer.render(`${site.origin}/to-canary`).catch((error: unknown) => error);

    // The canary listens on loopback at a port other than 80/443: refused for either reason.
    expect(isEgressError(direct) && direct.reason).toMatch(/^blocked_(address|port)$/);
    expect(isEgressError(redirected) && redirected.reason).toMatch(/^blocked_(address|port)$/);
    expect(canary.hits()).toBe(0);
  });

  it('fails a missing page with its HTTP status, as a plain fetch would', async () => {
    const error = await renderer.render(`${site.origin}/gone`).catch((failure: unknown) => failure);

    expect(isEgressError(error) && error.status).toBe(404);
  });

  it.each([
    ['a script that never arrives', '/stalled'],
    ['a script that never stops', '/spin'],
    ['a script that spins after the page loaded', '/spin-after-load'],
  ])('cuts a page with %s at the time cap, and renders the next page as usual', async (_name, path) => {
    const quick = createPageRenderer({
      policy,
      executablePath: chromiumPath,
      timeoutMs: 2_000,
      maxBytes: 1024 * 1024,
    });
    try {
      const error = await quick.render(`${site.origin}${path}`).catch((failure: unknown) => failure);
      expect(isEgressError(error) && error.reason).toBe('timeout');
      expect((error as EgressError).message).toBe(
        'The page did not finish loading in the browser within 2 seconds.',
      );

      const next = await quick.render(`${site.origin}/hello`);
      expect(next.html).toContain('Hello from /hello');
    } finally {
      await quick.close();
    }
  });

  it('keeps two pages rendered at the same time apart: neither sees the other’s storage or cookies', async () => {
    const [alpha, beta] = await Promise.all([
      renderer.render(`${site.origin}/visit?name=alpha&together`),
      renderer.render(`${site.origin}/visit?name=beta&together`),
    ]);
    const later = await renderer.render(`${site.origin}/visit?name=gamma`);

    expect(alpha.html).toContain('before: none none after: alpha visitor=alpha');
    expect(beta.html).toContain('before: none none after: beta visitor=beta');
    expect(later.html).toContain('before: none none after: gamma visitor=gamma');
  });

  it('refuses requests past the per-page cap; the page shows what it could load', async () => {
    const capped = createPageRenderer({
      policy,
      executablePath: chromiumPath,
      timeoutMs: 10_000,
      maxBytes: 1024 * 1024,
      maxRequests: 4,
    });
    try {
      const page = await capped.render(`${site.origin}/counter`);

      // The document and three items make four requests; the fourth item is refused unfetched.
      expect(page.html).toContain(
        '<li>item 1 loaded</li><li>item 2 loaded</li><li>item 3 loaded</li><li>item 4 refused</li>',
      );
      expect(site.hits('/item/4')).toBe(0);
    } finally {
      await capped.close();
    }
  });

  it('starts a new browser when the old one crashed', async () => {
    await renderer.render(`${site.origin}/hello`);
    const browsers = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((line) => line.includes('chromium'))
      .map((line) => Number(line.trim().split(/\s+/, 1)[0]));
    expect(browsers.length).toBeGreaterThan(0);
    for (const pid of browsers) process.kill(pid, 'SIGKILL');

    const page = await renderer.render(`${site.origin}/hello`);
    expect(page.html).toContain('Hello from /hello');
  });
});
