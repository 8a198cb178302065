import { AppError } from '@sitesage/errors';
import {
  invalidSiteUrlMessage,
  isEgressError,
  parseSiteUrl,
  responseText,
  safeFetch,
  siteHostName,
  type EgressError,
  type EgressPolicy,
  type SafeResponse,
} from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import type { ProjectChanges, ProjectsRepository } from '../../db/projects.repository.js';
import {
  assertOwner,
  isProjectId,
  projectNotFound,
  toProject,
  type Owner,
  type Project,
} from '../projects/project.fns.js';
import { chatNameFor } from '../projects/agent-name.fns.js';
import { fieldLimits } from '../projects/project-fields.fns.js';
import { extractPageFacts, parseManifest, proposeUi, type ManifestFacts } from './site-review.fns.js';

/** No name, or the one the address gives (what a new agent is called until its site is read). */
function isAddressName(name: string, hostname: string): boolean {
  const given = name.trim().toLowerCase();
  const host = hostname.toLowerCase();
  return given === '' || given === host || given === siteHostName(host);
}

export type MagicUiServiceDeps = {
  log: Logger;
  policy: EgressPolicy;
  projects: Pick<ProjectsRepository, 'findProject' | 'updateProject'>;
};

export type MagicUiResult = { project: Project; siteReviewed: boolean; note: string };

/** The whole review (page and manifest) stays within this; the gateway's deadline must be longer. */
export const reviewLimits = {
  timeoutMs: 8_000,
  pageBytes: 2 * 1024 * 1024,
  manifestBytes: 256 * 1024,
} as const;

const htmlTypes = new Set(['', 'text/html', 'application/xhtml+xml']);

/** A page that is not HTML (an image, a PDF) has nothing to review. */
class NotAWebPage extends Error {}

/** Why a site could not be reviewed, in product words. */
function whyNot(error: unknown): string {
  if (error instanceof NotAWebPage) return 'the address is not a web page';
  if (!isEgressError(error)) return 'something went wrong while reading it';
  const reasons: Record<EgressError['reason'], string> = {
    blocked_address: 'it points to a private or internal network address, which SiteSage never visits',
    blocked_port: 'it uses a port other than the standard web ports (80 and 443)',
    too_large: 'its page is too large to review',
    timeout: `it did not answer within ${reviewLimits.timeoutMs / 1000} seconds`,
    http_status: `it answered with an error (HTTP ${error.status ?? 'error'})`,
    not_allowed_scheme: 'it redirects to an address that is not a web page',
    too_many_redirects: 'it redirects too many times',
    dns: 'its address could not be found',
    invalid_url: 'the address is not valid',
    unreachable: 'it could not be reached',
  };
  return reasons[error.reason];
}

/** The page's text: the header's charset, else a <meta charset> near the top, else UTF-8. */
function pageText(page: SafeResponse): string {
  const declared = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(
    page.body.subarray(0, 2048).toString('latin1'),
  );
  return responseText({ body: page.body, charset: page.charset ?? declared?.[1]?.toLowerCase() });
}

/**
 * Reviews the owner's site (through the egress rules: no private addresses, capped time and size)
 * and dresses the agent from it: its name (while it is still named after its address), welcome
 * message and colours with readable text. When the site cannot be reviewed nothing but the address changes, and the
 * note says why: the call succeeds either way, so the creation flow goes on.
 */
export function createMagicUiService({ log, policy, projects }: MagicUiServiceDeps) {
  async function review(siteUrl: string) {
    const started = Date.now();
    const page = await safeFetch(
      siteUrl,
      {
        maxBytes: reviewLimits.pageBytes,
        timeoutMs: reviewLimits.timeoutMs,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      },
      policy,
    );
    if (!htmlTypes.has(page.contentType)) throw new NotAWebPage();
    const facts = extractPageFacts(pageText(page), page.url);
    let manifest: ManifestFacts | undefined;
    const remaining = reviewLimits.timeoutMs - (Date.now() - started);
    if (!facts.themeColour && facts.manifestUrl && remaining > 0) {
      try {
        const file = await safeFetch(
          facts.manifestUrl,
          {
            maxBytes: reviewLimits.manifestBytes,
            timeoutMs: remaining,
            accept: 'application/manifest+json,application/json',
          },
          policy,
        );
        manifest = parseManifest(responseText(file));
      } catch (error) {
        // The page alone still says enough.
        log.debug({ err: error }, 'web manifest not read');
      }
    }
    return { facts, manifest, finalUrl: page.url };
  }

  return {
    async createMagicUi(owner: Owner, id: string, url: string): Promise<MagicUiResult> {
      assertOwner(owner);
      if (!isProjectId(id)) throw projectNotFound();
      const row = await projects.findProject(owner.userId, id);
      if (!row) throw projectNotFound();
      const given = url.trim() || row.site_url;
      if (!given) throw AppError.invalid('url', invalidSiteUrlMessage);
      const siteUrl = parseSiteUrl(given, 'url');
      const hostname = new URL(siteUrl).hostname;
      const host = siteHostName(hostname);

      const changes: ProjectChanges = { site_url: siteUrl };
      // An agent still named after its address (as a new one is) takes the site's own name; a
      // name the owner chose stays. Either way `name` and `bot_name` stay one name.
      const namedByAddress = isAddressName(row.name, hostname);
      if (namedByAddress && !row.name.trim()) {
        changes.name = host.slice(0, fieldLimits.nameMax);
        changes.bot_name = chatNameFor(changes.name);
      }
      let siteReviewed = false;
      let note: string;
      let themePatch = {};
      try {
        const { facts, manifest } = await review(siteUrl);
        const proposal = proposeUi(facts, manifest, hostname);
        if (namedByAddress) {
          changes.name = proposal.botName;
          changes.bot_name = proposal.botName;
        }
        changes.bot_welcome_message = proposal.welcomeMessage;
        if (proposal.colours) themePatch = proposal.colours;
        siteReviewed = true;
        note =
          (namedByAddress
            ? `Reviewed ${host}: the agent name comes from ${proposal.sources.name}, `
            : `Reviewed ${host}: your agent keeps its name, `) +
          `the welcome message from ${proposal.sources.welcome}, and ` +
          (proposal.sources.colours
            ? `the colours from ${proposal.sources.colours}.`
            : 'no brand colour was found, so the colours stay as they were.');
      } catch (error) {
        log.info(
          { projectId: id, host, reason: isEgressError(error) ? error.reason : 'other' },
          'site not reviewed',
        );
        note = `Could not review ${host}: ${whyNot(error)}. The default look stays; you can change it under Customise.`;
      }
      const updated = await projects.updateProject(owner.userId, id, changes, themePatch);
      if (!updated) throw projectNotFound();
      log.info({ userId: owner.userId, projectId: id, siteReviewed }, 'magic UI applied');
      return { project: toProject(updated), siteReviewed, note };
    },
  };
}

export type MagicUiService = ReturnType<typeof createMagicUiService>;
