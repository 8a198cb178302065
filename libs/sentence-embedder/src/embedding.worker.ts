import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerAnswer, WorkerRequest, WorkerSettings } from './embedding-protocol.js';
import { openEmbeddingSession } from './embedding-session.js';

/**
 * The thread that holds the model. onnxruntime-node runs an inference synchronously on the thread
 * that calls it (a batch of 32 passages takes about a third of a second), so it runs here, not on
 * the service's event loop. Requests are answered one at a time, in order.
 */
const port = parentPort;
if (!port) throw new Error('embedding.worker must run as a worker thread');
const send = (answer: WorkerAnswer, transfer: ArrayBuffer[] = []): void => {
  port.postMessage(answer, transfer);
};

try {
  const session = await openEmbeddingSession(workerData as WorkerSettings);
  let queue = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(async () => {
      try {
        const vectors = await session.embed(request.texts);
        send({ type: 'vectors', id: request.id, vectors }, [vectors.buffer as ArrayBuffer]);
      } catch (error) {
        send({ type: 'error', id: request.id, message: messageOf(error) });
      }
    });
  });
  send({ type: 'ready', report: session.report });
} catch (error) {
  send({ type: 'failed', message: messageOf(error), name: error instanceof Error ? error.name : 'Error' });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
