import type { Resource__Output } from '@sitesage/contracts';

// The web app's JSON for training sources (spec §3); training sets leave as the proto has them.
// These functions only reshape; every rule about the values lives in the ingestion service.

/**
 * The web app names a source's set `knowledgebase_id` (as the spec's API does) where the proto says
 * `knowledge_base_id`; 64-bit sizes arrive as text and leave as numbers (files are at most 20 MB).
 */
export function resourceToJson(resource: Resource__Output) {
  const { knowledge_base_id, file_size, ...rest } = resource;
  return { ...rest, knowledgebase_id: knowledge_base_id, file_size: Number(file_size) };
}

export function resourcesToJson(resources: Resource__Output[]) {
  return resources.map(resourceToJson);
}

/** Where the browser fetches a file: the token is the whole capability, so the path needs no sign-in. */
export function downloadPath(token: string): string {
  return `/api/v1/files/${encodeURIComponent(token)}`;
}
