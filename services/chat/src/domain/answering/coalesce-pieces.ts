const flushDue = Symbol('flush due');

/**
 * Joins the pieces of a reply that arrive within `windowMs` of each other into one, so a model
 * that streams a token at a time does not cost one message per token on every hop to the browser.
 * The first piece goes out at once (time to first token is what a visitor feels), and text already
 * received is passed on before an error from the source is.
 */
export async function* coalescePieces(
  source: AsyncIterable<string>,
  windowMs: number,
): AsyncGenerator<string> {
  const pieces = source[Symbol.asyncIterator]();
  let buffer = '';
  let first = true;
  let timer: NodeJS.Timeout | undefined;
  let due: Promise<typeof flushDue> | undefined;
  let next = pieces.next();
  try {
    for (;;) {
      let result: IteratorResult<string> | typeof flushDue;
      try {
        result = due ? await Promise.race([next, due]) : await next;
      } catch (error) {
        if (buffer) yield buffer;
        buffer = '';
        throw error;
      }
      if (result === flushDue) {
        due = undefined;
        if (buffer) yield buffer;
        buffer = '';
        continue;
      }
      if (result.done) break;
      next = pieces.next();
      if (first) {
        first = false;
        yield result.value;
        continue;
      }
      buffer += result.value;
      due ??= new Promise((resolve) => {
        timer = setTimeout(() => {
          resolve(flushDue);
        }, windowMs);
      });
    }
    if (buffer) yield buffer;
  } finally {
    clearTimeout(timer);
    // A piece still being awaited when the reader stopped may yet fail; nobody is left to hear it.
    next.catch(() => undefined);
    // Stops the source too (an upstream request) when our reader stops early.
    await pieces.return?.();
  }
}
