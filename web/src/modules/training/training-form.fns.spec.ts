import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRAINING_FORM,
  NEW_PARENT,
  validateTrainingForm,
  type TrainingFormValues,
} from './training-form.fns';

const form = (values: Partial<TrainingFormValues>): TrainingFormValues => ({
  ...EMPTY_TRAINING_FORM,
  ...values,
});

describe('validateTrainingForm', () => {
  it('asks for a type first', () => {
    expect(validateTrainingForm(form({}))).toEqual({
      ok: false,
      errors: { type: 'No training type selected' },
    });
  });

  it('adds https:// to a website without a scheme and titles it with the host name', () => {
    expect(validateTrainingForm(form({ type: 'WEBSITE', website: ' www.Acme.test/shop ' }))).toEqual({
      ok: true,
      submission: { kind: 'set', type: 'WEBSITE', title: 'www.acme.test', url: 'https://www.acme.test/shop' },
    });
    expect(validateTrainingForm(form({ type: 'WEBSITE', website: 'http://acme.test' }))).toMatchObject({
      ok: true,
      submission: { url: 'http://acme.test/' },
    });
  });

  it('requires the website and sitemap addresses', () => {
    expect(validateTrainingForm(form({ type: 'WEBSITE' }))).toEqual({
      ok: false,
      errors: { website: 'Website URL is required.' },
    });
    expect(validateTrainingForm(form({ type: 'SITEMAP', sitemap: '  ' }))).toEqual({
      ok: false,
      errors: { sitemap: 'Sitemap URL is required' },
    });
    expect(validateTrainingForm(form({ type: 'SITEMAP', sitemap: 'acme.test/sitemap.xml' }))).toEqual({
      ok: true,
      submission: { kind: 'set', type: 'SITEMAP', title: 'acme.test', url: 'https://acme.test/sitemap.xml' },
    });
  });

  it('needs a parent set and at least one URL for the URL type', () => {
    expect(validateTrainingForm(form({ type: 'URL', urls: ['', ' '] }))).toEqual({
      ok: false,
      errors: { parent: 'Select a parent training set', urls: 'Enter at least one URL' },
    });
    expect(
      validateTrainingForm(form({ type: 'URL', parentId: 'kb1', urls: ['acme.test/a', '', 'nope'] })),
    ).toEqual({
      ok: false,
      errors: { urlRows: { 2: 'Invalid URL. Please enter a valid website URL.' } },
    });
    expect(
      validateTrainingForm(form({ type: 'URL', parentId: 'kb1', urls: ['acme.test/a', '', 'b.test'] })),
    ).toEqual({
      ok: true,
      submission: { kind: 'urls', parent: { id: 'kb1' }, urls: ['https://acme.test/a', 'https://b.test/'] },
    });
  });

  it('asks a title for a new parent set', () => {
    const values = form({ type: 'URL', parentId: NEW_PARENT, urls: ['acme.test'] });
    expect(validateTrainingForm(values)).toEqual({
      ok: false,
      errors: { newTitle: 'Enter a title for the new training set' },
    });
    expect(validateTrainingForm({ ...values, newTitle: ' Pricing pages ' })).toMatchObject({
      ok: true,
      submission: { parent: { title: 'Pricing pages' } },
    });
  });

  it('needs a parent set and files for the File type', () => {
    expect(validateTrainingForm(form({ type: 'FILE' }))).toEqual({
      ok: false,
      errors: { parent: 'Select a parent training set', files: 'Select files to upload' },
    });
    const guide = new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' });
    expect(validateTrainingForm(form({ type: 'FILE', parentId: 'kb1', files: [guide] }))).toEqual({
      ok: true,
      submission: { kind: 'files', parent: { id: 'kb1' }, files: [guide] },
    });
  });
});
