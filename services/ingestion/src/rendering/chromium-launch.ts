import { chromium, type Browser } from 'playwright-core';

/**
 * The browser is given no network of its own: every request a page makes is answered by the
 * renderer's route handler, which fetches it through the egress rules. These switches close the
 * ways a page can open a socket without a request the handler sees (shared workers, WebRTC,
 * preconnects), so a mistake in the handler cannot reach an internal address either.
 */
const noNetworkOfItsOwn = [
  // Every host name and IP literal the browser itself would connect to fails to resolve: no DNS
  // query, no TCP (WebRTC TURN, shared-worker fetches and WebSockets included).
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // WebRTC would still send STUN over UDP to IP literals; without a proxy this allows no UDP at all.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--no-pings',
];

const headlessServer = [
  '--no-first-run',
  '--disable-gpu',
  '--mute-audio',
  // Containers give /dev/shm 64 MB, too little for a renderer; /tmp is used instead.
  '--disable-dev-shm-usage',
];

/**
 * Chromium refuses to start its sandbox as root; a worker running as root (CI, some containers)
 * gets no sandbox, any other user keeps it.
 */
export const sandboxByDefault = (): boolean => process.getuid?.() !== 0;

export async function launchChromium(executablePath: string, sandbox: boolean): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    chromiumSandbox: sandbox,
    args: [...noNetworkOfItsOwn, ...headlessServer],
  });
}
