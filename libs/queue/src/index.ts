export { createRedis, assertNoEviction, refuseEvictingRedis, type RedisRole } from './redis-connection.js';
export { defineQueue, createProducer, type QueueContract, type Producer } from './queue-contract.js';
