import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/useToast';
import { errorDetail, isInvalidTokenError } from '../api/api-error';
import { useGetProjectQuery } from './projects.api';

/**
 * Loads the agent an owner page is about; if it cannot be loaded (not theirs, deleted, server
 * trouble) says so and goes to `fallback` (spec §8). 'Invalid token' is the session ending, which
 * sends the user to sign in instead.
 */
export function useProjectOrLeave(id: string | undefined, fallback: string) {
  const result = useGetProjectQuery(id ?? '', { skip: id === undefined });
  const navigate = useNavigate();
  const toast = useToast();
  const { error } = result;

  useEffect(() => {
    if (error === undefined || isInvalidTokenError(error)) return;
    toast.error(errorDetail(error, 'The agent could not be loaded.'));
    void navigate(fallback, { replace: true });
  }, [error, fallback, navigate, toast]);

  return result;
}
