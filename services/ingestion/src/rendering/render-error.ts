/**
 * The browser itself failed: it could not start, crashed, or could not load the page for a reason
 * other than the egress rules (those fail with an EgressError). Worth retrying later.
 */
export class RenderError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RenderError';
  }
}

export const isRenderError = (error: unknown): error is RenderError => error instanceof RenderError;
