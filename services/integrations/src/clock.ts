/** Where the service reads the time; tests may pass their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
