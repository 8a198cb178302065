/** Training sets and sources per page (spec §9). */
export const TRAINING_PAGE_SIZE = 10;

/** How many sets the parent choice of the add drawer offers (the server's largest page). */
export const PARENT_CHOICES_LIMIT = 100;

/** Training progress is asked for every 5 s while anything is still training (spec §9). */
export const TRAINING_POLL_MS = 5000;

/** URL rows of one submission (spec §9). */
export const MAX_URL_INPUTS = 5;

/** Files of one upload and the size of each (the server refuses more with 413). */
export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The sitemap generator's page cap (spec §9). */
export const SITEMAP_MAX_PAGES = 500;
