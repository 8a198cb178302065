import { useCreateKnowledgeBaseMutation, useLazyListKnowledgeBasesQuery } from '../training/training.api';
import { QA_SET_TITLE } from '../training/training-form.fns';

/** The agent's Q&A training set for "Answer this": its first one, or a new one made for it. */
export function useQaSetFor(projectId: string) {
  const [listSets] = useLazyListKnowledgeBasesQuery();
  const [createSet] = useCreateKnowledgeBaseMutation();
  return async (): Promise<string> => {
    const sets = await listSets({ projectId, offset: 0, limit: 100 }).unwrap();
    const existing = sets.data.find((set) => set.type === 'QA');
    if (existing) return existing.id;
    const created = await createSet({ projectId, title: QA_SET_TITLE, url: '', type: 'QA' }).unwrap();
    return created.id;
  };
}
