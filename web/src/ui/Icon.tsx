// A handful of stroke icons (24px grid) used across the app; decorative unless labelled by the
// control that contains them.
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  dashboard: 'M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-3H4zm10-13h6V4h-6z',
  agents:
    'M12 3v3m-6 3a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zm3 4h.01M15 13h.01M10 16h4',
  integrations: 'M9 7V3m6 4V3M7 7h10v4a5 5 0 0 1-10 0zm5 9v5',
  chat: 'M5 6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-6l-4 4v-4H7a2 2 0 0 1-2-2z',
  chevronDown: 'M6 9l6 6 6-6',
  arrowDown: 'M12 5v14m-6-6 6 6 6-6',
  database:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3m0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2-2.2-.8 2.2-.8z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zm7 4v2',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zm-3 9 2 2 4-4',
  plug: 'M9 2v6m6-6v6M6 8h12v3a6 6 0 0 1-12 0zm6 9v5',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  more: 'M12 5.5v.01M12 12v.01M12 18.5v.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  checkCircle: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0m-13 0 3 3 5-6',
  errorCircle: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0M9 9l6 6m0-6-6 6',
  warning: 'M12 9v4m0 3.5v.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0',
  info: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0m-9-1v5m0-8.5v.01',
  minusCircle: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0M8 12h8',
  circle: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  settings: 'M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4M17 16v4',
  trash: 'M4 7h16m-10 4v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14m5-2 4 4',
  refresh: 'M4 4v6h6m10 10v-6h-6M5.5 15a7 7 0 0 0 12.4 1.5M18.5 9A7 7 0 0 0 6.1 7.5',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  send: 'M4 12 20 4l-6 16-3-7z',
  external: 'M14 4h6v6m0-6-9 9m7 1v6H4V6h6',
  upload: 'M12 16V4m-5 5 5-5 5 5M4 20h16',
  palette:
    'M12 3a9 9 0 0 0 0 18c1 0 1.5-.7 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 1.8-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5M7.5 11.5v.01M10 7.5v.01M14.5 7.5v.01',
} as const;

export type IconName = keyof typeof PATHS;

/** One 24 × 24 stroked path, drawn in the text colour and hidden from assistive technology. */
export function PathIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return <PathIcon d={PATHS[name]} className={className} />;
}
