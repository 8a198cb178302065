// The warnings and errors the stack's services logged during a benchmark, tallied by service and
// message: when streams fail, this says which call failed and why, instead of only the visitor's
// side of it.

/** Pino's numeric levels: 40 warn, 50 error, 60 fatal. */
const warnLevel = 40;

/**
 * `output`: the supervisor's lines (service name, then the service's JSON log line when
 * PRETTY_LOGS=false). The most frequent `limit` kinds, each with its count.
 */
export function tallyServiceProblems(output, limit = 15) {
  const tally = new Map();
  for (const line of output.split('\n')) {
    const brace = line.indexOf('{');
    if (brace === -1) continue;
    let entry;
    try {
      entry = JSON.parse(line.slice(brace));
    } catch {
      continue;
    }
    if (typeof entry.level !== 'number' || entry.level < warnLevel) continue;
    const service = line
      .slice(0, brace)
      .replace(/[^\w-]+/g, ' ')
      .trim();
    const cause = entry.err?.message ? ` (${String(entry.err.message).slice(0, 160)})` : '';
    const what = `${service} ${entry.level >= 50 ? 'error' : 'warn'}: ${entry.msg}${cause}`;
    tally.set(what, (tally.get(what) ?? 0) + 1);
  }
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([what, count]) => ({ count, what }));
}
