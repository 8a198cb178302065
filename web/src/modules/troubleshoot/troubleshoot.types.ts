import type { IconName } from '../../ui/Icon';

/** One problem and the steps that solve it, shown collapsed until opened. */
export type HelpQuestion = {
  question: string;
  /** Markdown: a numbered list of steps (see topics/). */
  steps: string;
};

/** A help section of /troubleshoot; `id` is its fragment (/troubleshoot#training-set). */
export type HelpTopic = {
  id: string;
  title: string;
  summary: string;
  icon: IconName;
  questions: readonly HelpQuestion[];
};
