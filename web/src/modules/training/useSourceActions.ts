import { useState } from 'react';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import {
  useCreateDownloadLinkMutation,
  useRetryFailedResourcesMutation,
  useRetryResourceMutation,
} from './training.api';
import type { KnowledgeBase, Resource } from './training.types';

/**
 * Retry and Download of one source, and Retry failed of the whole set; `busyId` is the source an
 * action is running for.
 */
export function useSourceActions() {
  const [retry] = useRetryResourceMutation();
  const [retryAll, retryAllState] = useRetryFailedResourcesMutation();
  const [createLink] = useCreateDownloadLinkMutation();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (source: Resource, action: () => Promise<void>, fallback: string) => {
    setBusyId(source.id);
    try {
      await action();
    } catch (error) {
      toast.error(errorDetail(error, fallback));
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    retryingAll: retryAllState.isLoading,
    retryFailed: async (set: KnowledgeBase) => {
      try {
        const { retried } = await retryAll(set).unwrap();
        toast.success(
          `${retried.toLocaleString()} ${retried === 1 ? 'source' : 'sources'} queued for another try`,
        );
      } catch (error) {
        toast.error(errorDetail(error, 'Something went wrong'));
      }
    },
    retry: (source: Resource) =>
      run(
        source,
        async () => {
          await retry(source).unwrap();
          toast.success('Source queued for another try');
        },
        'Something went wrong',
      ),
    download: (source: Resource) =>
      run(
        source,
        async () => {
          const link = await createLink(source).unwrap();
          window.open(link.url, '_blank', 'noopener');
        },
        'The file could not be downloaded.',
      ),
  };
}
