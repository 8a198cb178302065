/**
 * A file that was not turned into text, with the reason in words an owner understands ('The PDF
 * is password-protected…'). The reason is safe to show and to store as the job's failure reason;
 * the underlying error, if any, rides in `cause` for the logs only.
 */
export class FileParseError extends Error {
  override name = 'FileParseError';
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.reason = reason;
  }
}
