import { useOutletContext } from 'react-router-dom';
import type { Project } from './projects.types';

/** The agent loaded by the agent page, for its tabs. */
export function useProjectOutlet(): Project {
  return useOutletContext<Project>();
}
