export {
  startFakeRazorpay,
  type FakeRazorpay,
  type FakeRazorpayPlan,
  type FakeRazorpaySubscription,
  type CheckoutResult,
  type SentWebhook,
} from './fake-razorpay.js';
