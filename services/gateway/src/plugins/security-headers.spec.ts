import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, ownerPagesCsp } from './security-headers.js';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('owner pages and Razorpay Checkout', () => {
  it("lets the owner pages load Razorpay's Checkout script, call it and frame its payment window", () => {
    const csp = ownerPagesCsp('https://checkout.razorpay.com/v1/checkout.js');
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://checkout.razorpay.com https://api.razorpay.com",
    );
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com",
    );
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('allows a configured stand-in (the fake Razorpay) by its origin only', () => {
    const csp = ownerPagesCsp('http://127.0.0.1:4010/v1/checkout.js');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:4010");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4010");
  });

  it('never gives the chat page the Checkout origin', () => {
    const owner = ownerPagesCsp('https://checkout.razorpay.com/v1/checkout.js');
    expect(directive(contentSecurityPolicy('/bot/abc', owner), 'script-src')).toBe("script-src 'self'");
    expect(directive(contentSecurityPolicy('/admin/user/plan', owner), 'script-src')).toContain(
      'checkout.razorpay.com',
    );
  });
});
