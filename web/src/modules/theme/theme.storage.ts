// The owner UI offers daisyUI's 35 themes; the choice is kept in localStorage under `theme`
// (spec §9). The switcher is ThemeSelect, in the admin avatar menu.
export const THEMES = [
  'corporate',
  'light',
  'dark',
  'cupcake',
  'bumblebee',
  'emerald',
  'synthwave',
  'retro',
  'cyberpunk',
  'valentine',
  'halloween',
  'garden',
  'forest',
  'aqua',
  'lofi',
  'pastel',
  'fantasy',
  'wireframe',
  'black',
  'luxury',
  'dracula',
  'cmyk',
  'autumn',
  'business',
  'acid',
  'lemonade',
  'night',
  'coffee',
  'winter',
  'dim',
  'nord',
  'sunset',
  'caramellatte',
  'abyss',
  'silk',
] as const;

export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'corporate';

const THEME_KEY = 'theme';

export function isTheme(value: string | null): value is Theme {
  return THEMES.some((theme) => theme === value);
}

export function readStoredTheme(): Theme {
  const stored = localStorage.getItem(THEME_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(THEME_KEY, theme);
}
