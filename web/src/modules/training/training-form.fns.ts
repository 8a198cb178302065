import { INVALID_URL_MESSAGE, parseSiteUrl } from '../projects/create/site-url';
import { filesRefusal } from './training-files.fns';
import { MAX_URL_INPUTS } from './training-limits';
import type { TrainingType } from './training.types';

/** The title of a Q&A set made from the drawer or by "Answer this". */
export const QA_SET_TITLE = 'Q&A';

/** The parent choice that creates a new, empty set to hold the links or files. */
export const NEW_PARENT = 'new';

export type TrainingFormValues = {
  type: TrainingType | null;
  website: string;
  sitemap: string;
  /** A training set id, NEW_PARENT, or '' when nothing is chosen. */
  parentId: string;
  /** The new parent set's title (with NEW_PARENT). */
  newTitle: string;
  urls: string[];
  files: File[];
};

export const EMPTY_TRAINING_FORM: TrainingFormValues = {
  type: null,
  website: '',
  sitemap: '',
  parentId: '',
  newTitle: '',
  urls: [''],
  files: [],
};

export type TrainingFormErrors = {
  type?: string;
  website?: string;
  sitemap?: string;
  parent?: string;
  newTitle?: string;
  /** About the URL rows as a whole. */
  urls?: string;
  /** Per URL row, by index. */
  urlRows?: Record<number, string>;
  files?: string;
};

/** An existing set, or a new one to create first. */
export type ParentChoice = { id: string } | { title: string };

export type TrainingSubmission =
  | { kind: 'set'; type: 'WEBSITE' | 'SITEMAP' | 'QA'; title: string; url: string }
  | { kind: 'urls'; parent: ParentChoice; urls: string[] }
  | { kind: 'files'; parent: ParentChoice; files: File[] };

export type TrainingFormResult =
  { ok: true; submission: TrainingSubmission } | { ok: false; errors: TrainingFormErrors };

function parentFrom(values: TrainingFormValues, errors: TrainingFormErrors): ParentChoice | null {
  if (values.parentId === '') {
    errors.parent = 'Select a parent training set';
    return null;
  }
  if (values.parentId !== NEW_PARENT) return { id: values.parentId };
  const title = values.newTitle.trim();
  if (title === '') {
    errors.newTitle = 'Enter a title for the new training set';
    return null;
  }
  return { title };
}

function urlsFrom(values: TrainingFormValues, errors: TrainingFormErrors): string[] | null {
  const rows = values.urls.slice(0, MAX_URL_INPUTS);
  const urls: string[] = [];
  const rowErrors: Record<number, string> = {};
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    const parsed = parseSiteUrl(row);
    if (parsed.ok) urls.push(parsed.site.url);
    else rowErrors[index] = INVALID_URL_MESSAGE;
  });
  if (Object.keys(rowErrors).length > 0) {
    errors.urlRows = rowErrors;
    return null;
  }
  if (urls.length === 0) {
    errors.urls = 'Enter at least one URL';
    return null;
  }
  return urls;
}

/**
 * Checks the add-training-set drawer (spec §5) and says what to send. Website and sitemap
 * addresses get https:// when they have no scheme and are titled with their host name.
 */
export function validateTrainingForm(values: TrainingFormValues): TrainingFormResult {
  const errors: TrainingFormErrors = {};
  switch (values.type) {
    case null:
      return { ok: false, errors: { type: 'No training type selected' } };
    case 'WEBSITE':
    case 'SITEMAP': {
      const input = values.type === 'WEBSITE' ? values.website : values.sitemap;
      const field = values.type === 'WEBSITE' ? 'website' : 'sitemap';
      if (values.type === 'SITEMAP' && input.trim() === '') {
        return { ok: false, errors: { sitemap: 'Sitemap URL is required' } };
      }
      const parsed = parseSiteUrl(input);
      if (!parsed.ok) return { ok: false, errors: { [field]: parsed.error } };
      return {
        ok: true,
        submission: { kind: 'set', type: values.type, title: parsed.site.host, url: parsed.site.url },
      };
    }
    case 'QA':
      // Its questions are written on the set's own page once it exists.
      return { ok: true, submission: { kind: 'set', type: 'QA', title: QA_SET_TITLE, url: '' } };
    case 'URL': {
      const parent = parentFrom(values, errors);
      const urls = urlsFrom(values, errors);
      if (parent === null || urls === null) return { ok: false, errors };
      return { ok: true, submission: { kind: 'urls', parent, urls } };
    }
    case 'FILE': {
      const parent = parentFrom(values, errors);
      const refusal = filesRefusal(values.files);
      if (refusal !== null) errors.files = refusal;
      if (parent === null || refusal !== null) return { ok: false, errors };
      return { ok: true, submission: { kind: 'files', parent, files: values.files } };
    }
  }
}
