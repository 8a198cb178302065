import { useState } from 'react';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import { useCreateDownloadLinkMutation, useRetryResourceMutation } from './training.api';
import type { Resource } from './training.types';

/** Retry and Download of one source; `busyId` is the source an action is running for. */
export function useSourceActions() {
  const [retry] = useRetryResourceMutation();
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
