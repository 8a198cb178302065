import type { MarketingIconName } from './MarketingIcon';

/** One card of a public page's card grid. */
export type FeatureItem = {
  title: string;
  text: string;
  icon: MarketingIconName;
};
