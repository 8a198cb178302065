import type { FeatureItem } from '../marketing/feature-item';

export const CORE_VALUES: readonly FeatureItem[] = [
  {
    title: 'Innovation',
    text: 'We put AI to work where it helps your visitors: hybrid search that finds the right passage, replies that stream in as they are written, and retraining that reprocesses only the pages that changed.',
    icon: 'sparkles',
  },
  {
    title: 'User-centricity',
    text: 'An owner with no developer should have a working assistant in minutes: type your address, and SiteSage picks up your brand colours, learns your pages and hands you one line to paste.',
    icon: 'heart',
  },
  {
    title: 'Trust and Transparency',
    text: 'Every answer links to the pages it came from, the agent says plainly when your content has no answer instead of guessing, and our crawler respects robots.txt.',
    icon: 'eye',
  },
];
