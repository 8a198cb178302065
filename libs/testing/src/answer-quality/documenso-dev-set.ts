/**
 * # Development set on Documenso's documentation
 *
 * Questions written after reading the pages, the way visitors type them: lower case, typos,
 * paraphrase rather than headings, several languages. Every fact was checked to be on the page
 * listed, and every unanswerable question was checked (by searching the corpus) to have no answer in
 * it. Follow-ups cannot stand alone; a new-topic turn stands alone right after an unrelated turn.
 */
import { ask, conversation, followUp, newTopic } from './dev-set.fns.js';
import type { DevConversation } from './dev-set.types.js';

const page = {
  security: '/docs/users/settings/security',
  upload: '/docs/users/documents/upload',
  send: '/docs/users/documents/send',
  addRecipients: '/docs/users/documents/add-recipients',
  directLinks: '/docs/users/documents/direct-links',
  reminders: '/docs/users/documents/advanced/signing-reminders',
  expiration: '/docs/users/documents/advanced/recipient-expiration',
  placeholders: '/docs/users/documents/advanced/pdf-placeholders',
  createAccount: '/docs/users/getting-started/create-account',
  deleteAccount: '/docs/users/settings/delete-account',
  sessions: '/docs/users/settings/sessions',
  apiTokens: '/docs/users/settings/api-tokens',
  publicProfile: '/docs/users/settings/public-profile',
  createTemplate: '/docs/users/templates/create',
  branding: '/docs/users/organisations/preferences/branding',
  emailDomains: '/docs/users/organisations/email-domains',
  billing: '/docs/users/organisations/billing',
  sso: '/docs/users/organisations/single-sign-on',
  ssoConfiguration: '/docs/users/organisations/single-sign-on/configuration',
  authentication: '/docs/developers/getting-started/authentication',
  rateLimits: '/docs/developers/api/rate-limits',
  webhooksSetup: '/docs/developers/webhooks/setup',
  webhookVerification: '/docs/developers/webhooks/verification',
  requirements: '/docs/self-hosting/getting-started/requirements',
  quickStart: '/docs/self-hosting/getting-started/quick-start',
  email: '/docs/self-hosting/configuration/email',
  telemetry: '/docs/self-hosting/configuration/telemetry',
  backups: '/docs/self-hosting/maintenance/backups',
  support: '/docs/policies/support',
  fairUse: '/docs/policies/fair-use',
  communityEdition: '/docs/policies/community-edition',
  gdpr: '/docs/compliance/gdpr',
  signatureLevels: '/docs/compliance/signature-levels',
  recipientRoles: '/docs/concepts/recipient-roles',
  signingWorkflow: '/docs/concepts/signing-workflow',
} as const;

const standalone: DevConversation[] = [
  conversation(
    'two-factor',
    ask('how do i turn on two factor auth for my acount', {
      pages: [page.security],
      facts: ['authenticator app', ['6-digit code', '6 digit code'], 'recovery codes'],
    }),
  ),
  conversation(
    'file-types',
    ask('can i upload a word doc or does it have to be pdf?', {
      pages: [page.upload],
      facts: ['DOCX', ['converted to PDF', 'converted to pdf']],
    }),
  ),
  conversation(
    'max-size',
    ask('whats the biggest file i can upload', { pages: [page.upload], facts: [['50MB', '50 MB']] }),
  ),
  conversation(
    'encrypted-pdf',
    ask('my pdf has a password on it, will that work?', {
      pages: [page.upload],
      facts: [['not supported', 'does not support password-protected']],
    }),
  ),
  conversation(
    'token-header',
    ask('where do i put the api key when calling the api', {
      pages: [page.authentication],
      facts: ['Authorization'],
    }),
  ),
  conversation(
    'lost-token',
    ask('i closed the page and lost my api token, can i see it again?', {
      pages: [page.authentication],
      facts: [['create a new token', 'cannot view the token again']],
    }),
  ),
  conversation(
    'docs-after-deletion',
    ask('if i close my account what happens to the contracts people already signed', {
      pages: [page.deleteAccount],
      facts: ['anonymized', 'organisation owner'],
    }),
  ),
  conversation(
    'mysql',
    ask('can documenso run on mysql instead of postgres', {
      pages: [page.requirements],
      facts: ['PostgreSQL', 'cannot use MySQL'],
    }),
  ),
  conversation(
    'certificate-included',
    ask('does the self hosted version come with a certificate for signing or do i need my own', {
      pages: [page.requirements],
      facts: ['does not ship with a signing certificate', '.p12'],
    }),
  ),
  conversation(
    'webhooks-personal',
    ask('can i get webhooks on my personal account', {
      pages: [page.webhooksSetup],
      facts: [['teams only', 'Personal accounts cannot configure webhooks']],
    }),
  ),
  conversation(
    'backup',
    ask('what do i need to backup on my own server', {
      pages: [page.backups],
      facts: ['PostgreSQL', 'signing certificate', ['S3', 'document storage']],
    }),
  ),
  conversation(
    'free-support',
    ask('do free users get email support?', {
      pages: [page.support],
      facts: ['Paid plans', ['Discord', 'Community']],
    }),
  ),
  conversation(
    'direct-link-docs',
    ask('can i make a public signing link for a normal document, not a template', {
      pages: [page.directLinks],
      facts: [['only work with templates', 'templates, not individual documents']],
    }),
  ),
  conversation(
    'plans',
    ask('what plans do you have', {
      pages: [page.createAccount],
      facts: ['Free', 'Individual', 'Teams', 'Platform'],
    }),
  ),
  conversation(
    'verification-mail',
    ask('never got the verification email after signing up', {
      pages: [page.createAccount],
      facts: ['spam', 'noreply@documenso.com'],
    }),
  ),
  conversation(
    'default-subject',
    ask('what does the email subject say if i dont write one', {
      pages: [page.send],
      facts: ['Please sign this document'],
    }),
  ),
  conversation(
    'quick-start-ram',
    ask('how much ram do i need to try it locally with docker', {
      pages: [page.quickStart],
      facts: [['2GB', '2 GB']],
    }),
  ),
  conversation(
    'placeholders',
    ask('can documenso place signature fields automatically from text in my pdf', {
      pages: [page.placeholders],
      facts: ['placeholder', '{{'],
    }),
  ),
  conversation(
    'public-profile',
    ask('where is my public profile page', {
      pages: [page.publicProfile],
      facts: ['app.documenso.com/p/'],
    }),
  ),
  conversation(
    'custom-sender-domain',
    ask('can emails to my signers come from our own domain', {
      pages: [page.emailDomains],
      facts: ['Enterprise'],
    }),
  ),
  conversation(
    'invoices',
    ask('where can i download my invoices', {
      pages: [page.billing],
      facts: ['billing page', 'organisation settings'],
    }),
  ),
  conversation(
    'signing-order',
    ask('do all signers get the email at the same time or one after another', {
      pages: [page.signingWorkflow],
      facts: [['simultaneously', 'parallel signing'], 'sequential signing'],
    }),
  ),
];

const nonEnglish: DevConversation[] = [
  conversation(
    'es-two-factor',
    ask('¿cómo activo la verificación en dos pasos?', {
      language: 'es',
      pages: [page.security],
      facts: ['authenticator app'],
    }),
  ),
  conversation(
    'es-max-size',
    ask('¿cuál es el tamaño máximo de archivo que puedo subir?', {
      language: 'es',
      pages: [page.upload],
      facts: [['50MB', '50 MB']],
    }),
  ),
  conversation(
    'es-webhooks',
    ask('¿puedo usar webhooks con una cuenta personal?', {
      language: 'es',
      pages: [page.webhooksSetup],
      facts: [['teams only', 'Personal accounts cannot configure webhooks']],
    }),
  ),
  conversation(
    'de-delete',
    ask('wie lösche ich mein konto?', {
      language: 'de',
      pages: [page.deleteAccount],
      facts: ['Delete Account'],
    }),
  ),
  conversation(
    'de-rate-limit',
    ask('Wie viele API-Anfragen pro Minute sind erlaubt?', {
      language: 'de',
      pages: [page.rateLimits],
      facts: ['1000 requests per minute'],
    }),
  ),
  conversation(
    'fr-telemetry',
    ask('comment désactiver la télémétrie sur mon serveur ?', {
      language: 'fr',
      pages: [page.telemetry],
      facts: ['DOCUMENSO_DISABLE_TELEMETRY'],
    }),
  ),
  conversation(
    'fr-expiration',
    ask('combien de temps un destinataire a-t-il pour signer ?', {
      language: 'fr',
      pages: [page.expiration],
      facts: ['3 months'],
    }),
  ),
  conversation(
    'pt-mysql',
    ask('posso usar mysql em vez de postgres?', {
      language: 'pt',
      pages: [page.requirements],
      facts: ['PostgreSQL'],
    }),
  ),
  conversation(
    'pt-template',
    ask('como faço para criar um modelo de documento?', {
      language: 'pt',
      pages: [page.createTemplate],
      facts: ['Upload Template'],
    }),
  ),
  conversation(
    'hi-password',
    ask('मैं अपना पासवर्ड कैसे बदलूं?', {
      language: 'hi',
      pages: [page.security],
      facts: ['Update password'],
    }),
  ),
  conversation(
    'it-formats',
    ask('quali formati di file posso caricare?', {
      language: 'it',
      pages: [page.upload],
      facts: ['PDF', 'DOCX'],
    }),
  ),
];

/** Checked against the corpus: no page states any of these. */
const unanswerable: DevConversation[] = [
  conversation('price-teams', ask('how much does the teams plan cost per month?')),
  conversation('mobile-app', ask('is there an app for iphone or android')),
  conversation('salesforce', ask('does it integrate with salesforce?')),
  conversation('student-discount', ask('do you have a student discount')),
  conversation('paypal', ask('can i pay with paypal')),
  conversation('employees', ask('how many people work at documenso')),
  conversation('offline', ask('can i sign documents offline without internet')),
  conversation('hubspot', ask('is there a hubspot integration')),
  conversation('fax', ask('can i send a document by fax')),
  conversation('weather', ask('whats the weather in berlin tomorrow')),
  conversation('es-paypal', ask('¿Puedo pagar con PayPal?', { language: 'es' })),
  conversation('de-android', ask('Gibt es eine App für Android?', { language: 'de' })),
];

const withFollowUps: DevConversation[] = [
  conversation(
    'branding-logo',
    ask('how do i put our company logo on the signing page', {
      pages: [page.branding],
      facts: ['Logo', 'Branding'],
    }),
    followUp('whats the max size for it?', { pages: [page.branding], facts: [['5MB', '5 MB']] }),
  ),
  conversation(
    'expiry-default',
    ask('how long do recipients have to sign by default', { pages: [page.expiration], facts: ['3 months'] }),
    followUp('can i change that for just one team?', {
      pages: [page.expiration],
      facts: ['Team Settings', 'inherit from organisation'],
    }),
  ),
  conversation(
    'reminders',
    ask('do people who havent signed get reminded automatically', {
      pages: [page.reminders],
      facts: ['5 days'],
    }),
    followUp('and how often after that?', { pages: [page.reminders], facts: ['every 2 days'] }),
  ),
  conversation(
    'rate-limit',
    ask('whats the api rate limit', { pages: [page.rateLimits], facts: ['1000 requests per minute'] }),
    followUp('what happens if i go over it?', { pages: [page.rateLimits], facts: ['429'] }),
    followUp('which headers tell me how many are left', {
      pages: [page.rateLimits],
      facts: ['X-RateLimit-Remaining'],
    }),
  ),
  conversation(
    'lost-authenticator',
    ask('how do i set up 2fa', { pages: [page.security], facts: ['authenticator app'] }),
    followUp('what if i lose my phone with the app on it?', {
      pages: [page.security],
      facts: ['recovery codes'],
    }),
  ),
  conversation(
    'smtp',
    ask('which email providers can a self hosted instance send through', {
      pages: [page.email],
      facts: ['smtp-auth', 'resend', 'mailchannels'],
    }),
    followUp('which one is the default?', { pages: [page.email], facts: ['smtp-auth'] }),
  ),
  conversation(
    'token-expiry',
    ask('how do i create an api token', {
      pages: [page.authentication, page.apiTokens],
      facts: ['Create Token'],
    }),
    followUp('how long do they stay valid?', {
      pages: [page.authentication],
      facts: ['never expires', '1 year'],
    }),
  ),
  conversation(
    'roles',
    ask('what kinds of recipients can i add to a document', {
      pages: [page.recipientRoles, page.addRecipients],
      facts: ['Signer', 'Approver', 'Viewer'],
    }),
    followUp('what does the cc one do?', {
      pages: [page.recipientRoles],
      facts: [['Receives a copy after completion', 'copy']],
    }),
  ),
  conversation(
    'sso',
    ask('how can i set up single sign on for my organisation', {
      pages: [page.sso, page.ssoConfiguration],
      facts: [['OpenID Connect', 'OIDC']],
    }),
    followUp('is it on the teams plan too?', { pages: [page.sso], facts: ['Enterprise'] }),
  ),
  conversation(
    'telemetry',
    ask('how do i turn off telemetry on my instance', {
      pages: [page.telemetry],
      facts: ['DOCUMENSO_DISABLE_TELEMETRY'],
    }),
    followUp('what does it send you anyway?', {
      pages: [page.telemetry],
      facts: ['App Version', 'Installation ID'],
    }),
  ),
  conversation(
    'es-word-upload',
    ask('¿cómo subo un documento?', { language: 'es', pages: [page.upload], facts: ['Drag'] }),
    followUp('¿y si es un archivo de Word?', {
      language: 'es',
      pages: [page.upload],
      facts: ['DOCX', 'converted to PDF'],
    }),
  ),
];

const topicChanges: DevConversation[] = [
  conversation(
    'recipients-then-mysql',
    ask('how do i add someone to sign my document', { pages: [page.addRecipients], facts: ['Email'] }),
    newTopic('can i self host it with mysql?', { pages: [page.requirements], facts: ['PostgreSQL'] }),
  ),
  conversation(
    'size-then-webhook-secret',
    ask('whats the upload limit for files', { pages: [page.upload], facts: [['50MB', '50 MB']] }),
    newTopic('how do i check a webhook request really came from documenso', {
      pages: [page.webhookVerification],
      facts: ['X-Documenso-Secret'],
    }),
  ),
  conversation(
    'delete-then-gdpr',
    ask('how do i delete my account', { pages: [page.deleteAccount], facts: ['Delete Account'] }),
    newTopic('is documenso gdpr compliant?', {
      pages: [page.gdpr],
      facts: [['Data Processor', 'data processor']],
    }),
  ),
  conversation(
    'reminders-then-sessions',
    ask('how often do reminder emails go out', { pages: [page.reminders], facts: ['every 2 days'] }),
    newTopic('where do i see which devices are logged into my account', {
      pages: [page.sessions],
      facts: ['Manage sessions'],
    }),
  ),
  conversation(
    'license-then-backup',
    ask('am i allowed to use the open source version commercially', {
      pages: [page.communityEdition],
      facts: ['commercial use'],
    }),
    newTopic('what should i back up before upgrading', {
      pages: [page.backups],
      facts: ['PostgreSQL', 'signing certificate'],
    }),
  ),
  conversation(
    'de-rate-then-password',
    ask('wie viele anfragen darf ich an die api schicken?', {
      language: 'de',
      pages: [page.rateLimits],
      facts: ['1000 requests per minute'],
    }),
    newTopic('how do i change my password', { pages: [page.security], facts: ['Update password'] }),
  ),
  conversation(
    'fairuse-then-levels',
    ask('is it ok to send thousands of documents a day on a small team plan', {
      pages: [page.fairUse],
      facts: ['upgrade'],
    }),
    newTopic('are your signatures eidas qualified', {
      pages: [page.signatureLevels],
      facts: ['eIDAS', 'Planned'],
    }),
  ),
];

export const documensoDevSet: readonly DevConversation[] = [
  ...standalone,
  ...nonEnglish,
  ...unanswerable,
  ...withFollowUps,
  ...topicChanges,
];
