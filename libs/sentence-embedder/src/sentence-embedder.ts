import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { bertShape, type Precision } from './bert-graph.js';
import { takeCoalesced, type WaitingRequest } from './coalesced-requests.js';
import type { WorkerAnswer, WorkerRequest, WorkerSettings } from './embedding-protocol.js';
import type { LoadReport } from './embedding-session.js';
import type { ModelFiles } from './model-files.js';

export type SentenceEmbedderOptions = {
  /** Where the built ONNX file is kept (created if missing). */
  cacheDir: string;
  /** int8 (the product) or fp32 (the reference the tests compare against). Default int8. */
  precision?: Precision;
  /** Cores one inference may use. Default: 2, or 1 on a one-core machine. */
  threads?: number;
  /** Most texts per inference run. Default 8. */
  batchSize?: number;
  modelFiles?: ModelFiles;
};

export type SentenceEmbedder = {
  /** Stored with every vector; vectors of different model names are never compared. */
  readonly model: string;
  readonly dimensions: number;
  /** How this process got the model: built or cached, and how long each took. */
  readonly report: LoadReport;
  /** One unit vector per text, in input order. */
  embed(texts: readonly string[]): Promise<number[][]>;
};

export const sentenceModelName = (precision: Precision): string => `all-MiniLM-L6-v2-${precision}`;

/**
 * Small runs cost less per text: on the 500-page fixture site's chunks, one core spent 27 ms per
 * chunk in runs of 4–8 texts and 35 ms in runs of 32 (activations of a small run stay in cache).
 */
const defaultBatchSize = 8;

/**
 * Most texts sent to the model thread in one message. Requests that wait while it is busy are sent
 * together, up to this many texts, so a caller waits for at most about this much work ahead of it.
 */
const maxTextsPerMessage = 64;

const loaded = new Map<string, Promise<SentenceEmbedder>>();

/**
 * all-MiniLM-L6-v2 sentence embeddings, offline. The model is loaded once per process and
 * settings: every caller shares the same promise, and so the same thread and memory (~100 MB).
 * A failed load is forgotten, so a later call tries again.
 */
export function loadSentenceEmbedder(options: SentenceEmbedderOptions): Promise<SentenceEmbedder> {
  const settings: WorkerSettings = {
    cacheDir: options.cacheDir,
    precision: options.precision ?? 'int8',
    threads: options.threads ?? Math.min(2, availableParallelism()),
    batchSize: options.batchSize ?? defaultBatchSize,
    ...(options.modelFiles ? { modelFiles: options.modelFiles } : {}),
  };
  const key = JSON.stringify(settings);
  let pending = loaded.get(key);
  if (!pending) {
    pending = startEmbedder(settings);
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

async function startEmbedder(settings: WorkerSettings): Promise<SentenceEmbedder> {
  const thread = new ModelThread(settings);
  const report = await thread.start();
  return {
    model: sentenceModelName(settings.precision),
    dimensions: bertShape.hidden,
    report,
    embed: async (texts) => {
      if (texts.length === 0) return [];
      const flat = await thread.embed(texts);
      return Array.from({ length: texts.length }, (_, i) =>
        Array.from(flat.subarray(i * bertShape.hidden, (i + 1) * bertShape.hidden)),
      );
    },
  };
}

type Pending = { resolve(vectors: Float32Array): void; reject(error: Error): void };

/**
 * The worker thread holding the model; started again on the next request if it dies. One message
 * is in flight at a time: requests that arrive meanwhile wait and go together in the next one.
 */
class ModelThread {
  private worker: Worker | undefined;
  private ready: Promise<LoadReport> | undefined;
  private readonly pending = new Map<number, Pending>();
  private readonly waiting: WaitingRequest[] = [];
  private sending = false;
  private nextId = 0;

  constructor(private readonly settings: WorkerSettings) {}

  start(): Promise<LoadReport> {
    this.ready ??= this.spawn();
    return this.ready;
  }

  embed(texts: readonly string[]): Promise<Float32Array> {
    const answer = new Promise<Float32Array>((resolve, reject) => {
      this.waiting.push({ texts, resolve, reject });
    });
    this.sendWaiting();
    return answer;
  }

  private sendWaiting(): void {
    if (this.sending || this.waiting.length === 0) return;
    this.sending = true;
    const request = takeCoalesced(this.waiting, maxTextsPerMessage, bertShape.hidden);
    this.send(request.texts)
      .then(request.settle, (error: unknown) => {
        request.fail(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        this.sending = false;
        this.sendWaiting();
      });
  }

  private async send(texts: readonly string[]): Promise<Float32Array> {
    await this.start();
    const worker = this.worker;
    if (!worker) throw new Error('the embedding thread stopped');
    const id = this.nextId++;
    const answer = new Promise<Float32Array>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
    });
    // Keep the process alive only while an answer is awaited.
    worker.ref();
    const request: WorkerRequest = { type: 'embed', id, texts };
    worker.postMessage(request);
    return answer;
  }

  private spawn(): Promise<LoadReport> {
    const entry = workerEntry();
    const worker = new Worker(entry.url, { workerData: this.settings, execArgv: entry.execArgv });
    this.worker = worker;
    return new Promise<LoadReport>((resolve, reject) => {
      worker.on('message', (answer: WorkerAnswer) => {
        switch (answer.type) {
          case 'ready':
            worker.unref();
            resolve(answer.report);
            return;
          case 'failed': {
            const error = new Error(answer.message);
            error.name = answer.name;
            reject(error);
            void worker.terminate();
            return;
          }
          case 'vectors':
            this.settle(answer.id)?.resolve(answer.vectors);
            return;
          case 'error':
            this.settle(answer.id)?.reject(new Error(`sentence embedding failed: ${answer.message}`));
            return;
        }
      });
      worker.on('error', (error) => {
        reject(error);
      });
      worker.on('exit', (code) => {
        reject(new Error(`the embedding thread exited (code ${code}) before the model loaded`));
        this.worker = undefined;
        this.ready = undefined;
        for (const waiting of this.pending.values())
          waiting.reject(new Error(`the embedding thread exited (code ${code})`));
        this.pending.clear();
      });
    });
  }

  private settle(id: number): Pending | undefined {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    return waiting;
  }
}

/**
 * Compiled, embedding.worker.js sits next to this file in dist/. Run from source (under vitest,
 * where this module's URL ends in .ts) a worker thread does not inherit vitest's transform, so the
 * .ts entry starts with module hooks that transpile this folder on load (ts-source-loader.mjs).
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL('./embedding.worker.js', here), execArgv: [] };
  const loader = new URL('./ts-source-loader.mjs', here).href;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(loader)});`;
  return {
    url: new URL('./embedding.worker.ts', here),
    execArgv: ['--import', `data:text/javascript,${encodeURIComponent(register)}`],
  };
}
