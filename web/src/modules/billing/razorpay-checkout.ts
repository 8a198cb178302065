import { checkoutOutcome, type CheckoutOutcome } from './checkout-outcome.fns';

/** The part of Razorpay Checkout's options this app sets. */
type CheckoutOptions = {
  key: string;
  subscription_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};

type CheckoutInstance = {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: unknown) => void) => void;
};

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

/** checkout.js defines `window.Razorpay`. */
function checkoutOnPage(): CheckoutConstructor | undefined {
  return (window as { Razorpay?: CheckoutConstructor }).Razorpay;
}

// One script per address for the page's lifetime; a failed load is forgotten so a retry loads again.
const loading = new Map<string, Promise<CheckoutConstructor>>();

/**
 * Loads Razorpay's checkout.js from `scriptUrl` (Razorpay's own address in production, the local
 * stand-in in tests: the server says which) and resolves with its `Razorpay` constructor.
 */
export function loadCheckout(scriptUrl: string): Promise<CheckoutConstructor> {
  // Already on the page (loaded before, or put there by the page's host): no second copy.
  const present = checkoutOnPage();
  if (present !== undefined) return Promise.resolve(present);
  const known = loading.get(scriptUrl);
  if (known !== undefined) return known;
  const load = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const loaded = checkoutOnPage();
      if (loaded === undefined) reject(new Error('checkout.js did not define Razorpay'));
      else resolve(loaded);
    };
    script.onerror = () => {
      reject(new Error(`could not load ${scriptUrl}`));
    };
    document.head.append(script);
  });
  loading.set(scriptUrl, load);
  load.catch(() => loading.delete(scriptUrl));
  return load;
}

export type CheckoutRequest = {
  keyId: string;
  subscriptionId: string;
  planName: string;
  payer: { name: string; email: string; phone: string };
};

/**
 * Opens the Checkout for one subscription and reports how it ends to `onOutcome`: paid (the
 * handler), failed (`payment.failed`, or a handler answer carrying an error), or closed by the
 * payer. Razorpay may keep its window open after a failed attempt so the payer can try again, so a
 * failure can be followed by a payment; a close after either reports nothing more.
 */
export function openCheckout(
  Checkout: CheckoutConstructor,
  request: CheckoutRequest,
  onOutcome: (outcome: CheckoutOutcome) => void,
): void {
  let paid = false;
  let failed = false;
  const report = (outcome: CheckoutOutcome) => {
    if (paid) return;
    if (outcome.kind === 'paid') paid = true;
    else if (outcome.kind === 'failed') failed = true;
    else if (failed) return;
    onOutcome(outcome);
  };
  const checkout = new Checkout({
    key: request.keyId,
    subscription_id: request.subscriptionId,
    name: 'SiteSage',
    description: `${request.planName} plan`,
    prefill: { name: request.payer.name, email: request.payer.email, contact: request.payer.phone },
    handler: (response) => {
      report(checkoutOutcome(response));
    },
    modal: {
      ondismiss: () => {
        report({ kind: 'dismissed' });
      },
    },
  });
  checkout.on('payment.failed', (response) => {
    report(checkoutOutcome(response));
  });
  checkout.open();
}
