/** Public pages linked from the site navbar and footer. */
export const PRIMARY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
] as const;
