export { startLocalStack, type LocalStack } from './local-stack.js';
