import {
  ingestionProto,
  type IngestionServiceHandlers,
  type KnowledgeBase__Output,
  type Resource__Output,
  type UploadPart__Output,
} from '@sitesage/contracts';
import { AppError } from '@sitesage/errors';
import { implement, startGrpcServer, type GrpcServer, type Implementation } from '@sitesage/grpc';
import { silentLog } from './harness.js';

// A stand-in IngestionService served over real gRPC (unary and streaming), recording what the
// gateway sends so tests can check exactly what crossed the wire.

export const fakeKnowledgeBase: KnowledgeBase__Output = {
  id: '0b7d5f0e-0000-4000-8000-00000000cafe',
  project_id: '',
  title: 'example.com',
  url: 'https://example.com/',
  type: 'WEBSITE',
  status: 'INQUEUE',
  progress: 0,
  pages_done: 0,
  pages_total: 0,
  pages_completed: 0,
  pages_failed: 0,
  failure_reason: '',
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  last_synced_at: '',
  next_sync_at: '',
  sync_changed: 0,
  sync_added: 0,
  sync_removed: 0,
  sync_every_days: 0,
};

export const fakeResource = (overrides: Partial<Resource__Output> = {}): Resource__Output => ({
  id: '0b7d5f0e-0000-4000-8000-0000000000r1',
  knowledge_base_id: fakeKnowledgeBase.id,
  type: 'URL',
  url: 'https://example.com/pricing',
  indexed_title: '',
  status: 'Processing',
  reason: '',
  reason_code: '',
  retryable: false,
  file_name: '',
  file_size: '0',
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

export type ReceivedFile = {
  file_name: string;
  declared_type: string;
  pieces: Buffer[];
  /** Every byte received for the file, in order. */
  readonly bytes: Buffer;
  largestPiece: number;
};
export type ReceivedUpload = {
  start: UploadPart__Output['start'];
  files: ReceivedFile[];
  /** 'completed': the gateway ended the stream; 'cancelled': it cut the call off. */
  outcome: 'completed' | 'cancelled' | 'refused' | 'receiving';
  /** Settles once the call has finished on the service side, whatever its outcome. */
  settled: Promise<void>;
};

/** A file the fake refuses as the real service does: by what it is, whatever it is called. */
export const refusedName = 'run.exe.pdf';
export const downloadToken = 'tok_0123456789abcdef';
export const hostileFileName = '../../evil\u202Egnp.exe<script>';
export const downloadBytes = Buffer.from('<script>window.__x=1</script>'.repeat(3000));

type Deferred = { promise: Promise<void>; resolve: () => void };
const deferred = (): Deferred => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

export type FakeIngestion = {
  server: GrpcServer;
  calls: { method: string; request: Record<string, unknown> }[];
  uploads: ReceivedUpload[];
  sitemap: {
    /** Lets the gated sitemap send its second piece. */
    release(): void;
    /** Settles when the endless sitemap stops, with how it stopped. */
    endlessStopped: Promise<{ piecesSent: number; finished: boolean }>;
  };
  resourceCounts: Map<string, number>;
};

async function receiveUpload(parts: AsyncIterable<UploadPart__Output>, received: ReceivedUpload) {
  for await (const part of parts) {
    if (part.start) received.start = part.start;
    if (part.file) {
      received.files.push({
        ...part.file,
        pieces: [],
        get bytes() {
          return Buffer.concat(this.pieces);
        },
        largestPiece: 0,
      });
      if (part.file.file_name === refusedName) {
        throw new AppError('FILE_TYPE_NOT_ALLOWED', `File type not allowed: ${part.file.file_name}`, {
          field: 'files',
        });
      }
    }
    if (part.data) {
      const file = received.files.at(-1);
      if (!file) throw AppError.invalid('files', 'data before a file header');
      file.pieces.push(part.data);
      file.largestPiece = Math.max(file.largestPiece, part.data.length);
    }
  }
}

export async function startFakeIngestion(): Promise<FakeIngestion> {
  const calls: FakeIngestion['calls'] = [];
  const uploads: ReceivedUpload[] = [];
  const record = (method: string, request: unknown) =>
    calls.push({ method, request: request as Record<string, unknown> });
  const gate = deferred();
  let endlessStopped: (value: { piecesSent: number; finished: boolean }) => void = () => {};
  const endless = new Promise<{ piecesSent: number; finished: boolean }>((resolve) => {
    endlessStopped = resolve;
  });
  const resourceCounts = new Map<string, number>();

  const script: Partial<Implementation<IngestionServiceHandlers>> = {
    CreateKnowledgeBase: async (request) => (
      record('CreateKnowledgeBase', request),
      { ...fakeKnowledgeBase, project_id: request.project_id, type: request.type }
    ),
    GetKnowledgeBase: async (request) => (record('GetKnowledgeBase', request), fakeKnowledgeBase),
    ListKnowledgeBases: async (request) => (
      record('ListKnowledgeBases', request),
      { data: [{ ...fakeKnowledgeBase, project_id: request.project_id }], total: 1 }
    ),
    UpdateKnowledgeBase: async (request) => (
      record('UpdateKnowledgeBase', request),
      { ...fakeKnowledgeBase, title: request.title ?? '' }
    ),
    DeleteKnowledgeBase: async (request) => (record('DeleteKnowledgeBase', request), {}),
    RetrainKnowledgeBase: async (request) => (
      record('RetrainKnowledgeBase', request),
      { ...fakeKnowledgeBase, status: 'INQUEUE' }
    ),
    SyncKnowledgeBase: async (request) => (
      record('SyncKnowledgeBase', request),
      { ...fakeKnowledgeBase, status: 'INQUEUE', sync_every_days: 7 }
    ),
    AddUrlResources: async (request) => (
      record('AddUrlResources', request),
      { data: request.resources.map((resource) => fakeResource({ url: resource.url })) }
    ),
    ListResources: async (request) => (
      record('ListResources', request),
      {
        data: [fakeResource({ type: 'FILE', file_name: 'prices.pdf', file_size: '1234' })],
        total: 11,
        failure_groups: [{ reason_code: 'http_not_found', count: 98, retryable: false }],
      }
    ),
    GetResource: async (request) => (record('GetResource', request), fakeResource()),
    UpdateResource: async (request) => (
      record('UpdateResource', request),
      fakeResource({ url: request.url })
    ),
    DeleteResource: async (request) => (record('DeleteResource', request), {}),
    RetryResource: async (request) => (record('RetryResource', request), fakeResource()),
    RetryFailedResources: async (request) => (
      record('RetryFailedResources', request),
      { retried: 3, knowledge_base: fakeKnowledgeBase }
    ),
    CreateDownloadLink: async (request) => (
      record('CreateDownloadLink', request),
      { token: downloadToken, expires_at: '2026-11-22T10:15:00.000Z' }
    ),
    ReadFile: async function* (request) {
      record('ReadFile', request);
      if (request.token !== downloadToken) throw AppError.notFound('File not found');
      const half = downloadBytes.length / 2;
      yield {
        file_name: hostileFileName,
        content_type: 'text/html',
        size: String(downloadBytes.length),
        data: downloadBytes.subarray(0, half),
      };
      yield { file_name: '', content_type: '', size: '0', data: downloadBytes.subarray(half) };
    },
    CountResources: async (request) => (
      record('CountResources', request),
      {
        // Of an agent's sources, half are learned and one failed (the rest still processing).
        counts: request.project_ids.map((id) => {
          const resources = resourceCounts.get(id) ?? 0;
          const completed = Math.floor(resources / 2);
          const failed = Math.min(1, resources - completed);
          return { project_id: id, resources, completed, failed, processing: resources - completed - failed };
        }),
      }
    ),
    UploadFiles: async (parts) => {
      const settled = deferred();
      const received: ReceivedUpload = {
        start: null,
        files: [],
        outcome: 'receiving',
        settled: settled.promise,
      };
      uploads.push(received);
      try {
        await receiveUpload(parts, received);
        received.outcome = 'completed';
      } catch (error) {
        // A cancelled call ends the message stream with UNAVAILABLE (libs/grpc's implement).
        received.outcome =
          error instanceof AppError && error.code !== 'UNAVAILABLE' ? 'refused' : 'cancelled';
        throw error;
      } finally {
        settled.resolve();
      }
      return {
        knowledge_base: received.start?.project_id
          ? { ...fakeKnowledgeBase, type: 'FILE', project_id: received.start.project_id }
          : null,
        data: received.files.map((file, index) =>
          fakeResource({
            id: `file-${String(index)}`,
            type: 'FILE',
            url: file.file_name,
            file_name: file.file_name,
            file_size: String(file.bytes.length),
          }),
        ),
      };
    },
    GenerateSitemap: async function* (request) {
      record('GenerateSitemap', request);
      const host = new URL(request.url).hostname;
      if (host === '127.0.0.1') throw AppError.invalid('url', 'Private addresses cannot be crawled');
      yield { text: '<?xml version="1.0" encoding="UTF-8"?>\n<urlset>' };
      if (host === 'gated.example') {
        await gate.promise;
        yield { text: '<url><loc>https://gated.example/</loc></url></urlset>' };
      } else if (host === 'breaks.example') {
        throw new AppError('UNAVAILABLE', 'The site stopped answering');
      } else if (host === 'endless.example') {
        let piecesSent = 0;
        let finished = false;
        try {
          for (; piecesSent < 100_000; piecesSent++) {
            await new Promise((resolve) => setTimeout(resolve, 2));
            yield { text: `<url><loc>https://endless.example/${String(piecesSent)}</loc></url>` };
          }
          finished = true;
        } finally {
          endlessStopped({ piecesSent, finished });
        }
      } else {
        yield { text: '</urlset>' };
      }
    },
  };

  const definition = ingestionProto().sitesage.ingestion.v1.IngestionService.service;
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    log: silentLog,
    services: [{ definition, implementation: implement(silentLog, 'ingestion', script, { definition }) }],
  });
  server.markServing();
  return {
    server,
    calls,
    uploads,
    sitemap: { release: gate.resolve, endlessStopped: endless },
    resourceCounts,
  };
}
