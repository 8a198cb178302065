const levels: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const hidden = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname']);
const colours = [36, 32, 33, 35, 34, 96, 92, 93, 95];

/**
 * Makes one line of a child's output readable: pino JSON becomes `12:00:01 INFO  message key=value`;
 * anything else passes through as it is. The raw JSON stays available with PRETTY_LOGS=false.
 */
export function formatLine(line: string, pretty: boolean): string {
  if (!pretty || !line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
    const level = levels[Number(entry.level)] ?? String(entry.level);
    const extras = Object.entries(entry)
      .filter(([key]) => !hidden.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    return `${time} ${level} ${typeof entry.msg === 'string' ? entry.msg : ''}${extras ? `  ${extras}` : ''}`;
  } catch {
    return line;
  }
}

export function prefixFor(name: string, index: number, width: number, colour: boolean): string {
  const label = `[${name}]`.padEnd(width + 2);
  return colour ? `\u001b[${colours[index % colours.length] ?? 36}m${label}\u001b[0m ` : `${label} `;
}
