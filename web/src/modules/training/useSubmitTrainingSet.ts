import { useState } from 'react';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import {
  useAddUrlResourcesMutation,
  useCreateKnowledgeBaseMutation,
  useUploadFilesMutation,
} from './training.api';
import type { ParentChoice, TrainingSubmission } from './training-form.fns';

export type SubmitOutcome =
  | { ok: true }
  /** `parentId`: the new parent set was created before the failure; choose it on the next try. */
  | { ok: false; parentId?: string };

/**
 * Sends one drawer submission: a website or sitemap is one new set; links and files go into the
 * chosen set, or into a new empty one made for them first. Says how it went in a toast (spec §8).
 */
export function useSubmitTrainingSet(projectId: string) {
  const [createSet] = useCreateKnowledgeBaseMutation();
  const [addUrls] = useAddUrlResourcesMutation();
  const [uploadFiles] = useUploadFilesMutation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const parentIdFor = async (parent: ParentChoice, type: 'URL' | 'FILE'): Promise<string> => {
    if ('id' in parent) return parent.id;
    const created = await createSet({ projectId, title: parent.title, url: '', type }).unwrap();
    return created.id;
  };

  const submit = async (submission: TrainingSubmission): Promise<SubmitOutcome> => {
    setBusy(true);
    let parentId: string | undefined;
    try {
      if (submission.kind === 'set') {
        await createSet({ projectId, ...submission }).unwrap();
      } else if (submission.kind === 'urls') {
        parentId = await parentIdFor(submission.parent, 'URL');
        await addUrls({ knowledgeBaseId: parentId, urls: submission.urls }).unwrap();
      } else {
        parentId = await parentIdFor(submission.parent, 'FILE');
        await uploadFiles({ knowledgeBaseId: parentId, files: submission.files }).unwrap();
      }
      toast.success('Training Set Submitted Successfully');
      return { ok: true };
    } catch (error) {
      toast.error(errorDetail(error, 'Something went wrong'));
      return parentId === undefined ? { ok: false } : { ok: false, parentId };
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy };
}
