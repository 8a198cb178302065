/**
 * The Checkout stand-in's script, served as /v1/checkout.js: `new Razorpay(options).open()` shows a
 * small payment window in the page with "Pay", "Decline" and "×". Pay asks the fake to charge the
 * subscription and calls `options.handler` with what real Checkout hands back
 * (razorpay_payment_id, razorpay_subscription_id, razorpay_signature); Decline fires the
 * `payment.failed` callbacks with Razorpay's error object; × calls `options.modal.ondismiss`.
 */
export function checkoutScript(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  class Razorpay {
    constructor(options) { this.options = options || {}; this.listeners = {}; }
    on(event, callback) { (this.listeners[event] = this.listeners[event] || []).push(callback); }
    close() { if (this.root) { this.root.remove(); this.root = undefined; } }
    open() {
      const options = this.options;
      const root = document.createElement('div');
      root.setAttribute('role', 'dialog');
      root.setAttribute('aria-label', 'Razorpay Checkout (test)');
      root.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      const box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:280px;font:16px sans-serif';
      const title = document.createElement('p');
      title.textContent = 'Test payment for ' + (options.name || 'SiteSage') + ' (' + (options.subscription_id || '') + ')';
      const button = (label, handler) => {
        const b = document.createElement('button');
        b.type = 'button'; b.textContent = label; b.style.cssText = 'margin:8px 8px 0 0;padding:8px 16px';
        b.addEventListener('click', handler); box.appendChild(b); return b;
      };
      box.appendChild(title);
      const post = (path) => fetch(origin + path, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: options.key, subscription_id: options.subscription_id }),
      }).then((response) => response.json());
      button('Pay', () => post('/_checkout/pay').then((result) => {
        this.close();
        if (result.error) { (this.listeners['payment.failed'] || []).forEach((cb) => cb({ error: result.error })); return; }
        if (typeof options.handler === 'function') options.handler(result);
      }));
      button('Decline', () => post('/_checkout/decline').then((result) => {
        (this.listeners['payment.failed'] || []).forEach((cb) => cb({ error: result.error }));
      }));
      button('×', () => { this.close(); if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss(); });
      root.appendChild(box);
      document.body.appendChild(root);
      this.root = root;
    }
  }
  window.Razorpay = Razorpay;
})();
`;
}
