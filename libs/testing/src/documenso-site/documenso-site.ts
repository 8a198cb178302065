/**
 * # Documenso documentation site on loopback
 *
 * The 143 MDX pages of Documenso's documentation (AGPL-3.0, read from the corpus folder, never
 * copied into this repository) served with the chrome of Documenso's own Fumadocs site.
 */
import { documensoCorpusDir } from './corpus-location.js';
import { startDocsSite, type DocsSite } from './docs-site.js';
import { documensoLayout } from './documenso-layout.js';

export type DocumensoSite = DocsSite;

export type DocumensoSiteOptions = { corpusDir?: string };

export function startDocumensoSite({ corpusDir }: DocumensoSiteOptions = {}): Promise<DocumensoSite> {
  return startDocsSite({
    corpusDir: corpusDir ?? documensoCorpusDir(),
    product: documensoLayout.product,
    layout: documensoLayout,
  });
}
