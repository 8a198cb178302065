export { startFixtureSite, type FixtureSite, type FixtureSiteOptions } from './fixture-site.js';
export type { FailureKind, FixtureExpectations } from './site-expectations.fns.js';
export type { SitePlan, SitePage } from './site-plan.fns.js';
export type { RequestRecord } from './request-instrumentation.js';
export { startHostileServer, type HostileServer, type HostileServerOptions } from './hostile-server.js';
export { startCanaryServer, type CanaryServer } from './canary-server.js';
export { seededRandom } from './site-text.fns.js';
