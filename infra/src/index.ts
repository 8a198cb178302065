export { mailOutboxOf, smsOutboxOf, startLocalStack, type LocalStack } from './local-stack.js';
export {
  startAnsweringStack,
  type AnsweringStack,
  type AnsweringStackOptions,
} from './answer-quality/answering-stack.js';
export { askDevSet, type AskDevSetOptions, type DevSetRun } from './answer-quality/ask-dev-set.js';
export { isProductDecline } from './answer-quality/product-decline.js';
