export { startDocumensoSite, type DocumensoSite, type DocumensoSiteOptions } from './documenso-site.js';
export { documensoCorpusDir } from './corpus-location.js';
