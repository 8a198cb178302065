export { createRedis, assertNoEviction, type RedisRole } from './redis-connection.js';
export { defineQueue, createProducer, type QueueContract, type Producer } from './queue-contract.js';
