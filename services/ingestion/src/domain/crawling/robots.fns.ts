import { parseRobotsTxt, siteSageUserAgentToken, type RobotsTxt } from '../discovery/index.js';

/** Parsed robots.txt by its text: every page job of a crawl asks about the same file. */
const parsed = new Map<string, RobotsTxt>();
const rememberedFiles = 32;

/** Whether robots.txt (as fetched at discovery; null = none) lets us fetch `url`. */
export function robotsAllow(robotsTxt: string | null, url: string): boolean {
  if (robotsTxt === null) return true;
  let robots = parsed.get(robotsTxt);
  if (!robots) {
    robots = parseRobotsTxt(robotsTxt);
    if (parsed.size >= rememberedFiles) parsed.delete(parsed.keys().next().value ?? '');
    parsed.set(robotsTxt, robots);
  }
  return robots.isAllowed(url, siteSageUserAgentToken);
}
