/**
 * Where every rule that depends on time reads it: OTP expiry, throttle windows, token lifetimes.
 * Tests pass a clock they can move forward instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
