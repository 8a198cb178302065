export { isRendererAvailable } from './renderer-available.js';
export {
  createPageRenderer,
  type PageRenderer,
  type PageRendererOptions,
  type RenderedPage,
  type RenderOptions,
} from './page-renderer.js';
export { isRenderError, RenderError } from './render-error.js';
export type { RequestOutcome } from './egress-router.js';
