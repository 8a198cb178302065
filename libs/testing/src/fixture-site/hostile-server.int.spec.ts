import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCanaryServer, type CanaryServer } from './canary-server.js';
import { startHostileServer, type HostileServer } from './hostile-server.js';

/** node:http rather than fetch: no automatic decompression, and the body is read only on demand. */
function open(url: string, maxHeaderSize?: number): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request(url, maxHeaderSize ? { maxHeaderSize } : {}, resolve)
      .on('error', reject)
      .end();
  });
}

async function readAll(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads until `bytes` have arrived (or the body ends), then hangs up. */
async function readAtLeast(
  response: IncomingMessage,
  bytes: number,
): Promise<{ chunks: Buffer[]; ended: boolean }> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    total += (chunk as Buffer).length;
    if (total >= bytes) {
      response.destroy();
      return { chunks, ended: false };
    }
  }
  return { chunks, ended: true };
}

describe('the hostile server', () => {
  let canary: CanaryServer;
  let hostile: HostileServer;

  beforeAll(async () => {
    canary = await startCanaryServer();
    hostile = await startHostileServer({
      internalTargets: [canary.url, 'http://169.254.169.254/latest/meta-data/'],
      dripIntervalMs: 20,
    });
  });
  afterAll(async () => {
    await hostile.close();
    await canary.close();
  });

  it('sends a gzip bomb of about 10 MB that claims to inflate to 10 GiB', async () => {
    expect(hostile.gzipBomb.inflatedBytes).toBe(10 * 2 ** 30);
    const response = await open(hostile.url('/gzip-bomb'));
    expect(response.headers['content-encoding']).toBe('gzip');
    const wire = await readAll(response);
    expect(wire.length).toBe(hostile.gzipBomb.wireBytes);
    expect(wire.length).toBeLessThan(12 * 2 ** 20);
    // The first 32 KiB alone inflate to tens of MiB of zeros.
    const inflated = gunzipSync(wire.subarray(0, 32 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
    expect(inflated.length).toBeGreaterThan(900 * 32 * 1024);
    expect(inflated.equals(Buffer.alloc(inflated.length))).toBe(true);
  });

  it('makes bombs that are valid gzip, checksum and length included', async () => {
    const small = await startHostileServer({ gzipBombBytes: 5 * 2 ** 20 });
    const wire = await readAll(await open(small.url('/gzip-bomb')));
    const inflated = gunzipSync(wire);
    expect(inflated.length).toBe(5 * 2 ** 20);
    expect(inflated.equals(Buffer.alloc(inflated.length))).toBe(true);
    await small.close();
  });

  it('drips the slow page one byte at a time and never finishes it', async () => {
    const { chunks, ended } = await readAtLeast(await open(hostile.url('/slow-drip')), 3);
    expect(ended).toBe(false);
    expect(chunks.map((chunk) => chunk.length)).toEqual([1, 1, 1]);
  });

  it('keeps streaming the endless page past 20 MB', async () => {
    const { ended } = await readAtLeast(await open(hostile.url('/endless')), 20 * 2 ** 20);
    expect(ended).toBe(false);
  });

  it('sends 100 KB of headers, which a default Node client refuses', async () => {
    const response = await open(hostile.url('/huge-headers'), 1 << 20);
    const size = response.rawHeaders.reduce((sum, part) => sum + part.length, 0);
    expect(size).toBeGreaterThan(100_000);
    await readAll(response);
    await expect(open(hostile.url('/huge-headers'))).rejects.toThrow(/header/i);
  });

  it('redirects anywhere, with any redirect status, and chains redirects', async () => {
    for (const [status, target] of [
      [301, canary.url],
      [307, 'file:///etc/passwd'],
      [308, 'gopher://127.0.0.1:6379/_INFO'],
    ] as const) {
      const target_ = encodeURIComponent(target);
      const response = await open(hostile.url(`/redirect-to?target=${target_}&status=${status}`));
      await readAll(response);
      expect(response.statusCode).toBe(status);
      expect(response.headers.location).toBe(target);
    }
    let url = hostile.url(`/redirect-chain?hops=6&target=${encodeURIComponent(canary.url)}`);
    let hops = 0;
    while (!url.startsWith(canary.url)) {
      const response = await open(url);
      await readAll(response);
      expect(response.statusCode).toBe(302);
      url = new URL(response.headers.location ?? '', url).href;
      hops += 1;
    }
    expect(hops).toBe(6);
  });

  it('refreshes to any target through a meta tag', async () => {
    const target = `${canary.url}secret?a=1&b=2`;
    const html = (
      await readAll(await open(hostile.url(`/meta-refresh?target=${encodeURIComponent(target)}`)))
    ).toString();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target.replace('&', '&amp;')}">`);
  });

  it('plants the internal targets next to legit entries in robots.txt, a sitemap and a sitemap index', async () => {
    const text = async (path: string) => (await readAll(await open(hostile.url(path)))).toString();
    const robots = await text('/robots-with-internal-sitemaps.txt');
    expect(await text('/robots.txt')).toBe(robots);
    expect(robots).toContain(`Sitemap: ${canary.url}\n`);
    expect(robots).toContain(`Sitemap: ${hostile.url('/sitemap-with-internal-targets.xml')}\n`);
    const sitemap = await text('/sitemap-with-internal-targets.xml');
    for (const url of [canary.url, 'http://169.254.169.254/latest/meta-data/', ...hostile.legitPages]) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    const index = await text('/sitemap-index-with-internal-targets.xml');
    expect(index).toContain(`<sitemap><loc>${canary.url}</loc>`);
    expect(index).toContain(`<loc>${hostile.url('/sitemap-with-internal-targets.xml')}</loc>`);
    for (const url of hostile.legitPages) {
      const response = await open(url);
      await readAll(response);
      expect(response.statusCode, url).toBe(200);
    }
    expect(hostile.hits('/robots.txt')).toBe(1);
  });

  it('never touched the canary itself', () => {
    expect(canary.hits()).toBe(0);
  });
});

describe('the canary server', () => {
  it('counts raw TCP connections as well as HTTP requests', async () => {
    const canary = await startCanaryServer();
    expect(canary.hits()).toBe(0);
    await new Promise<void>((resolve) => {
      const socket = connect(canary.port, '127.0.0.1', () => {
        socket.end('\r\nINFO\r\n');
      });
      socket.on('close', () => {
        resolve();
      });
      socket.resume();
    });
    expect(canary.hits()).toBe(1);
    const response = await fetch(`${canary.url}latest/meta-data/`);
    expect(await response.text()).toContain('CANARY');
    expect(canary.hits()).toBe(2);
    expect(canary.requests).toEqual(['/latest/meta-data/']);
    await canary.close();
  });
});
