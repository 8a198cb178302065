/** One caller's texts, waiting for the model thread. */
export type WaitingRequest = {
  texts: readonly string[];
  resolve(vectors: Float32Array): void;
  reject(error: Error): void;
};

/** Several waiting requests as one message to the model thread. */
export type CoalescedRequest = {
  /** Each distinct text once, in first-seen order. */
  texts: string[];
  /** Hands every caller its own vectors (`width` floats per text, in its input order). */
  settle: (vectors: Float32Array) => void;
  fail: (error: Error) => void;
};

/**
 * Takes requests from the front of `queue` (always at least one, then more while the total stays
 * within `maxTexts`) and merges them into one. The model sorts a message's texts by length before
 * batching, so texts of many pages together pad less than each page alone; a text asked for twice
 * (the same chunk on two pages, two callers asking at once) is embedded once.
 */
export function takeCoalesced(queue: WaitingRequest[], maxTexts: number, width: number): CoalescedRequest {
  const taken: WaitingRequest[] = [];
  let count = 0;
  for (const next of queue) {
    if (taken.length > 0 && count + next.texts.length > maxTexts) break;
    taken.push(next);
    count += next.texts.length;
  }
  queue.splice(0, taken.length);

  const texts: string[] = [];
  const slotOf = new Map<string, number>();
  const slots = taken.map((request) =>
    request.texts.map((text) => {
      let slot = slotOf.get(text);
      if (slot === undefined) {
        slot = texts.length;
        slotOf.set(text, slot);
        texts.push(text);
      }
      return slot;
    }),
  );

  return {
    texts,
    settle: (vectors) => {
      taken.forEach((request, k) => {
        const own = new Float32Array(request.texts.length * width);
        (slots[k] ?? []).forEach((slot, i) => {
          own.set(vectors.subarray(slot * width, (slot + 1) * width), i * width);
        });
        request.resolve(own);
      });
    },
    fail: (error) => {
      for (const request of taken) request.reject(error);
    },
  };
}
