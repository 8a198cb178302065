import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium driven by playwright-core. The flags keep it from reaching for the network
 * (this machine has none) and let it run as root in CI. `extraArgs` adds flags, e.g.
 * `--host-resolver-rules=MAP *.test 127.0.0.1` for distinct sites on loopback.
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}
