// What the integrations pages say (spec §2 and §8; quoted texts are the spec's).

export const AUTHORIZATION_CODE_NOT_FOUND = 'Authorization code not found.';
export const CONNECTION_FAILED = 'Failed to complete WhatsApp connection.';
export const NO_PHONE_NUMBERS = 'There is no Phone Number connected with selected WhatsApp Business Account.';
export const CONNECTING = 'Connecting to WhatsApp...';

/** The callback came back to a tab that did not start it (or already finished it). */
export const NOT_STARTED_HERE =
  'This connection was not started in this browser tab, or it was already completed. Please click Connect again.';

/** The server's answer when no Meta app is set (services/integrations: notConfiguredMessage). */
export const NOT_CONFIGURED = 'This installation of SiteSage has no WhatsApp app configured.';
/** What the owner can do about it: whoever runs the installation adds a Meta app. */
export const NOT_CONFIGURED_HELP =
  'Whoever runs this SiteSage installation can turn WhatsApp on by adding a Meta app (META_APP_ID and META_APP_SECRET).';

export const CONNECT_FAILED = 'WhatsApp could not be connected. Please try again.';
export const REMOVED = 'The WhatsApp connection was removed.';
export const REMOVE_FAILED = 'The WhatsApp connection could not be removed. Please try again.';
export const CATALOGUE_FAILED = 'The integrations could not be loaded. Please reload the page.';
