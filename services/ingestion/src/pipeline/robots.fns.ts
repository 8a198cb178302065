import { parseRobotsTxt, siteSageUserAgentToken } from '../domain/discovery/index.js';

/** Whether robots.txt (as fetched at discovery; null = none) lets us fetch `url`. */
export function robotsAllow(robotsTxt: string | null, url: string): boolean {
  if (robotsTxt === null) return true;
  return parseRobotsTxt(robotsTxt).isAllowed(url, siteSageUserAgentToken);
}
