import { connect } from 'node:net';
import type { ManagedProcess } from './managed-process.js';

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

/**
 * Waits until the process accepts connections on its port. A process that crashes meanwhile is
 * started again by its ManagedProcess, so this waits through that too, up to the timeout.
 */
export async function waitUntilListening(
  process: ManagedProcess,
  port: number,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${process.name} did not start listening on port ${port} within ${timeoutMs / 1000} s`);
}

export async function portInUse(port: number): Promise<boolean> {
  return canConnect(port);
}
