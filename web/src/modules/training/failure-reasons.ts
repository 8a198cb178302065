// Names of the crawler's failure codes (services/ingestion/src/domain/knowledge/failure-codes.ts)
// as the sources list groups them. Each source still shows its own reason under its status.
const FAILURE_REASON_LABEL: Record<string, string> = {
  robots_txt: 'Blocked by robots.txt',
  http_not_found: 'Page not found (404/410)',
  http_forbidden: 'Access denied (401/403)',
  http_client_error: 'Refused by the site (4xx)',
  http_server_error: 'Site error (5xx)',
  throttled: 'Site asked us to slow down',
  network: 'Could not connect',
  address_refused: 'Address not allowed',
  too_large: 'Page too large',
  not_a_web_page: 'Not a web page',
  redirected: 'Redirects elsewhere',
  redirect_loop: 'Too many redirects',
  noindex: 'Marked noindex',
  duplicate: 'Duplicate content',
  no_text: 'No readable text',
  javascript_only: 'Needs JavaScript',
  render_failed: 'Browser rendering failed',
  file_refused: 'File could not be read',
  file_unreadable: 'File not processed',
  retired: 'Removed from the site (retired by a sync)',
  other: 'Other',
};

/** The group name of a failure code; a code from a newer server is named "Other". */
export function failureReasonLabel(code: string): string {
  return FAILURE_REASON_LABEL[code] ?? 'Other';
}
