/** Where the service reads the time (deletion and purge timestamps); tests may pass their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
