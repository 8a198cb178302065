import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HIDE_SIDEBAR } from '../modules/admin/admin-route-handle';
import { GuestOnly } from '../modules/auth/GuestOnly';
import { RequireAuth } from '../modules/auth/RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

// Every page and both layouts load on demand, so the entry holds only the router, the store and
// the guards: a visitor on the public site never downloads admin code. The visitor chat /bot/{id}
// is not here: it is its own page (bot.html, src/bot/), served for /bot/* by the gateway.
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const PublicLayout = lazyNamed(() => import('../modules/layout/PublicLayout'), 'PublicLayout');
const HomePage = lazyNamed(() => import('../pages/public/HomePage'), 'HomePage');
const AboutPage = lazyNamed(() => import('../pages/public/AboutPage'), 'AboutPage');
const ContactPage = lazyNamed(() => import('../pages/public/ContactPage'), 'ContactPage');
const FeaturesPage = lazyNamed(() => import('../pages/public/FeaturesPage'), 'FeaturesPage');
const PricingPage = lazyNamed(() => import('../pages/public/PricingPage'), 'PricingPage');
const FaqsPage = lazyNamed(() => import('../pages/public/FaqsPage'), 'FaqsPage');
const LegalPage = lazyNamed(() => import('../pages/public/LegalPage'), 'LegalPage');
const TroubleshootPage = lazyNamed(() => import('../pages/public/TroubleshootPage'), 'TroubleshootPage');
const LoginPage = lazyNamed(() => import('../pages/public/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(
  () => import('../pages/public/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const RegisterPage = lazyNamed(() => import('../pages/public/RegisterPage'), 'RegisterPage');
const DemoPage = lazyNamed(() => import('../pages/demo/DemoPage'), 'DemoPage');

const AdminShell = lazyNamed(() => import('../modules/admin/AdminShell'), 'AdminShell');
const DashboardPage = lazyNamed(() => import('../pages/admin/DashboardPage'), 'DashboardPage');
const ProjectsPage = lazyNamed(() => import('../pages/admin/ProjectsPage'), 'ProjectsPage');
const ProjectCreatePage = lazyNamed(() => import('../pages/admin/ProjectCreatePage'), 'ProjectCreatePage');
const ProjectSetupPage = lazyNamed(() => import('../pages/admin/ProjectSetupPage'), 'ProjectSetupPage');
const SitemapPage = lazyNamed(() => import('../pages/admin/SitemapPage'), 'SitemapPage');
const TrainingPage = lazyNamed(() => import('../pages/admin/TrainingPage'), 'TrainingPage');
const TrainingSourcesPage = lazyNamed(
  () => import('../pages/admin/TrainingSourcesPage'),
  'TrainingSourcesPage',
);
const ConversationsPage = lazyNamed(() => import('../pages/admin/ConversationsPage'), 'ConversationsPage');
const UnansweredPage = lazyNamed(() => import('../pages/admin/UnansweredPage'), 'UnansweredPage');
// The charts' library (uPlot) is imported by this page alone, so only its lazy chunk carries it.
const InsightsPage = lazyNamed(() => import('../pages/admin/InsightsPage'), 'InsightsPage');
const ProjectPage = lazyNamed(() => import('../pages/admin/ProjectPage'), 'ProjectPage');
const ProjectCustomizePage = lazyNamed(
  () => import('../pages/admin/ProjectCustomizePage'),
  'ProjectCustomizePage',
);
const ProjectDeployPage = lazyNamed(() => import('../pages/admin/ProjectDeployPage'), 'ProjectDeployPage');
const IntegrationsPage = lazyNamed(() => import('../pages/admin/IntegrationsPage'), 'IntegrationsPage');
const ProjectIntegrationsPage = lazyNamed(
  () => import('../pages/admin/ProjectIntegrationsPage'),
  'ProjectIntegrationsPage',
);
const WhatsappIntegrationPage = lazyNamed(
  () => import('../pages/admin/WhatsappIntegrationPage'),
  'WhatsappIntegrationPage',
);
const WhatsappConnectPage = lazyNamed(
  () => import('../pages/admin/WhatsappConnectPage'),
  'WhatsappConnectPage',
);
const WhatsappCallbackPage = lazyNamed(
  () => import('../pages/admin/WhatsappCallbackPage'),
  'WhatsappCallbackPage',
);
const UserPage = lazyNamed(() => import('../pages/admin/UserPage'), 'UserPage');
const UserProfilePage = lazyNamed(() => import('../pages/admin/UserProfilePage'), 'UserProfilePage');
const UserPlanPage = lazyNamed(() => import('../pages/admin/UserPlanPage'), 'UserPlanPage');
const UserPasswordPage = lazyNamed(() => import('../pages/admin/UserPasswordPage'), 'UserPasswordPage');

/** The route table of spec §2 (except /bot/*, see above). The site navbar and footer belong to
 *  PublicLayout only, which is how /admin/* hides them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'contact-us', element: <ContactPage /> },
          { path: 'features', element: <FeaturesPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'faqs', element: <FaqsPage /> },
          { path: 'legal', element: <LegalPage /> },
          { path: 'troubleshoot', element: <TroubleshootPage /> },
          { path: 'demo/:projectId?', element: <DemoPage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'register', element: <RegisterPage /> },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAuth />,
        children: [
          {
            element: <AdminShell />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: 'dashboard', element: <DashboardPage /> },
              {
                path: 'projects',
                children: [
                  { index: true, element: <ProjectsPage /> },
                  { path: 'create', element: <ProjectCreatePage />, handle: HIDE_SIDEBAR },
                  { path: 'setup', element: <ProjectSetupPage />, handle: HIDE_SIDEBAR },
                  { path: ':projectId/update', element: <ProjectSetupPage />, handle: HIDE_SIDEBAR },
                  { path: ':projectId/sitemap', element: <SitemapPage /> },
                  { path: ':projectId/training', element: <TrainingPage /> },
                  { path: ':projectId/training/:knowledgebaseId', element: <TrainingSourcesPage /> },
                  { path: ':projectId/conversations', element: <ConversationsPage /> },
                  { path: ':projectId/unanswered', element: <UnansweredPage /> },
                  { path: ':projectId/insights', element: <InsightsPage /> },
                  {
                    path: ':projectId',
                    element: <ProjectPage />,
                    children: [
                      { index: true, element: <Navigate to="customize" replace /> },
                      { path: 'customize', element: <ProjectCustomizePage /> },
                      { path: 'deploy', element: <ProjectDeployPage /> },
                    ],
                  },
                ],
              },
              {
                path: 'integrations',
                children: [
                  { index: true, element: <IntegrationsPage /> },
                  { path: 'whatsapp/callback', element: <WhatsappCallbackPage /> },
                  { path: ':projectId', element: <ProjectIntegrationsPage /> },
                  { path: ':projectId/whatsapp/connect', element: <WhatsappConnectPage /> },
                  { path: ':projectId/whatsapp/:integrationId', element: <WhatsappIntegrationPage /> },
                ],
              },
              {
                path: 'user',
                element: <UserPage />,
                children: [
                  { index: true, element: <Navigate to="profile" replace /> },
                  { path: 'profile', element: <UserProfilePage /> },
                  { path: 'plan', element: <UserPlanPage /> },
                  { path: 'password', element: <UserPasswordPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
