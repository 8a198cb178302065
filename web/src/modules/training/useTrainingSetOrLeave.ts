import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/useToast';
import { errorDetail, isInvalidTokenError } from '../api/api-error';
import { useGetKnowledgeBaseQuery } from './training.api';

/**
 * Loads the training set a sources page is about, asking again every `pollingInterval` ms; if it
 * cannot be loaded (deleted, not the owner's) says so and goes to the agents list (spec §8).
 */
export function useTrainingSetOrLeave(id: string, pollingInterval: number) {
  const result = useGetKnowledgeBaseQuery(id, { pollingInterval, skip: id === '' });
  const navigate = useNavigate();
  const toast = useToast();
  const { error } = result;

  useEffect(() => {
    if (error === undefined || isInvalidTokenError(error)) return;
    toast.error(errorDetail(error, 'Training set not found'));
    void navigate('/admin/projects', { replace: true });
  }, [error, navigate, toast]);

  return result;
}
