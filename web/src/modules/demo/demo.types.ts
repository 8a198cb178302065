export type { PublicProject } from '../projects/projects.types';
