import type { TrainingType } from './training.types';

export const TRAINING_TYPE_LABEL: Record<TrainingType, string> = {
  WEBSITE: 'Website',
  URL: 'URL',
  SITEMAP: 'Sitemap',
  FILE: 'File',
  QA: 'Q&A',
};
