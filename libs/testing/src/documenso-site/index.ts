export { startDocumensoSite, type DocumensoSite, type DocumensoSiteOptions } from './documenso-site.js';
export { startDocsSite, type DocsSite, type DocsSiteOptions } from './docs-site.js';
export { documensoCorpusDir } from './corpus-location.js';
export { readDocsPages, type DocsPage } from './docs-corpus.js';
export { renderMdxBody } from './mdx-to-html.fns.js';
