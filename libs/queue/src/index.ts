export {
  createRedis,
  assertNoEviction,
  redisReady,
  refuseEvictingRedis,
  type RedisRole,
} from './redis-connection.js';
export { defineQueue, createProducer, type QueueContract, type Producer } from './queue-contract.js';
export { consumeQueue, type ConsumeJob, type ConsumerLog, type ConsumerOptions } from './queue-consumer.js';
export { repeatInBackground } from './repeat-in-background.js';
export {
  projectPurgePayload,
  chatProjectPurgeQueue,
  ingestionProjectPurgeQueue,
  integrationsProjectPurgeQueue,
  projectPurgeQueues,
  purgeJobId,
  type ProjectPurge,
} from './contracts/project-purge.queue.js';
export {
  crawlDiscoverQueue,
  pageFetchQueue,
  pageCheckQueue,
  maxPagesPerCheck,
  fileParseQueue,
  embedIndexQueue,
  ingestionQueues,
  reEmbedQueue,
  ingestionJobId,
} from './contracts/ingestion.queue.js';
export {
  usageAlertPayload,
  usageAlertMailQueue,
  usageNoticeKey,
  usageAlertBackoffType,
  usageAlertJobOptions,
  type UsageAlert,
} from './contracts/usage-alert.queue.js';
export {
  contactRequestPayload,
  contactRequestMailQueue,
  contactRequestJobId,
  contactRequestJobOptions,
  type ContactRequest,
} from './contracts/contact-request.queue.js';
export {
  razorpayWebhookPayload,
  razorpayWebhookQueue,
  razorpayWebhookJobId,
  type RazorpayWebhookJob,
} from './contracts/razorpay-webhook.queue.js';
export {
  whatsappInboundPayload,
  whatsappInboundQueue,
  whatsappInboundJobId,
  type WhatsAppInboundJob,
} from './contracts/whatsapp-inbound.queue.js';
