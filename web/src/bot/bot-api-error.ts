/** A refused or failed chat call; `message` is the server's `detail`, fit to show the visitor. */
export class BotApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'BotApiError';
  }
}
