import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi-document.js';

describe('the committed OpenAPI document', () => {
  it('is the one the route schemas give (run `npm run gen:http` after changing a schema)', async () => {
    const committed: unknown = JSON.parse(
      await readFile(new URL('../../openapi.json', import.meta.url), 'utf8'),
    );
    expect(await openApiDocument()).toEqual(committed);
  });

  it('documents the API only, not the web app served beside it', async () => {
    const document = (await openApiDocument()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/auth/login');
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/') || path.includes('*'))).toEqual(
      [],
    );
  });
});
