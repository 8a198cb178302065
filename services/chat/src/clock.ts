/**
 * Where every rule that depends on time reads it (which sessions count as active). Tests may pass
 * a clock of their own instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
