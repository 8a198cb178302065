export { freePort, waitForPort } from './free-port.js';
export { startTestPostgres, type TestPostgres } from './test-postgres.js';
export { startOutageProxy, type OutageProxy } from './outage-proxy.js';
export { startRedisServerOn, startTestRedis, type TestRedis } from './test-redis.js';
export { startFakeTwilio, type FakeTwilio, type TwilioMessage } from './fake-twilio.js';
export { startFakeSmtpServer, type FakeSmtpServer, type ReceivedMail } from './fake-smtp-server.js';
export { parseMail, type ParsedMail } from './mime-message.js';
export { captureLogs, startServiceStores, type ServiceStores } from './service-harness.js';
export { callWithRawBody } from './raw-grpc-call.js';
export {
  startFakeEmbeddingServer,
  fakeEmbedding,
  type FakeEmbeddingServer,
  type FakeEmbeddingKind,
  type FakeEmbeddingRequest,
  type FakeEmbeddingServerOptions,
} from './fake-embedding-servers.js';
export {
  startFakeLlmServer,
  fakeLlmTokens,
  defaultFakeLlmReply,
  type FakeLlmServer,
  type FakeLlmMode,
  type FakeLlmModeName,
  type FakeLlmRequest,
  type FakeLlmServerOptions,
} from './fake-llm-server.js';
export {
  buildDocx,
  buildPdf,
  buildZip,
  deflateZeros,
  docxPackageParts,
  wordDocumentXml,
  type PdfFixture,
  type ZipFixtureEntry,
} from './upload-files.js';
export * from './fixture-site/index.js';
export { startChangingSite, type ChangingSite } from './changing-site.js';
export * from './documenso-site/index.js';
export * from './answer-quality/index.js';
export { hashingEmbeddingEnv, sharedModelCacheDir } from './model-cache.js';
export { freshClusterTemplate, freshClusterTemplateFile } from './cluster-template.js';
export { testRunFolder } from './test-run-folder.js';
export * from './fake-razorpay/index.js';
export * from './fake-meta/index.js';
