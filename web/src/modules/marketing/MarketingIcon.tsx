import { Icon, PathIcon, type IconName } from '../../ui/Icon';

// Stroke icons the public pages need beyond the shared set in ui/Icon (same 24px grid and style).
// Always decorative: the text beside each icon carries its meaning.
const PATHS = {
  globe:
    'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0M3.5 9h17m-17 6h17M12 3c2.5 2.4 3.8 5.4 3.8 9S14.5 18.6 12 21c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3',
  code: 'M8 8l-4 4 4 4m8-8 4 4-4 4M14 5l-4 14',
  users:
    'M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7m10 9v-1.5a3.5 3.5 0 0 0-2.5-3.4M15 4.2a3.5 3.5 0 0 1 0 6.6',
  phoneChat:
    'M4.5 19.5l1.2-3.6A8 8 0 1 1 8.6 18.8zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a3.5 3.5 0 0 1-1.8-1.8l.8-1-1-2z',
  lock: 'M6 11h12v9H6zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2',
  language: 'M4 5h9M8.5 3v2m2.5 0c-.8 3.6-3.4 6.6-6.5 8m2.5-5c1 2 2.6 3.6 4.5 4.5M13 21l4-9 4 9m-6.8-2.5h5.6',
  brain:
    'M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a2.5 2.5 0 0 0-3-1m6 0a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6z',
  target:
    'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0m-4 0a5 5 0 1 1-10 0 5 5 0 0 1 10 0m-4 0a1 1 0 1 1-2 0 1 1 0 0 1 2 0',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12m12.5 0a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
} as const;

type OwnIconName = keyof typeof PATHS;

/** Any icon a public page may show: one of the shared ui/Icon set or one of the extras above. */
export type MarketingIconName = OwnIconName | IconName;

function isOwnIcon(name: MarketingIconName): name is OwnIconName {
  return Object.hasOwn(PATHS, name);
}

export function MarketingIcon({
  name,
  className = 'h-6 w-6',
}: {
  name: MarketingIconName;
  className?: string;
}) {
  if (!isOwnIcon(name)) return <Icon name={name} className={className} />;
  return <PathIcon d={PATHS[name]} className={className} />;
}
