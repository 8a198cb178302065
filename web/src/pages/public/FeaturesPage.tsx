import { Link } from 'react-router-dom';
import { ComparisonTable } from '../../modules/marketing/ComparisonTable';
import { CtaBand } from '../../modules/marketing/CtaBand';
import { FeatureGrid } from '../../modules/marketing/FeatureGrid';
import { PageHero } from '../../modules/marketing/PageHero';
import { PageSection } from '../../modules/marketing/PageSection';
import { AiProviders } from '../../modules/marketing/features/AiProviders';
import { CustomizationSecurity } from '../../modules/marketing/features/CustomizationSecurity';
import {
  AI_CAPABILITIES,
  HOW_IT_WORKS,
  INTEGRATION_OPTIONS,
} from '../../modules/marketing/features/features-content';

export function FeaturesPage() {
  return (
    <>
      <PageHero
        eyebrow="Features"
        title="An assistant that knows your website inside out"
        lead="SiteSage learns your pages, sitemaps and documents, then answers visitors in seconds with links to where each answer came from — on your website, on WhatsApp or through the API."
      >
        <Link to="/register" className="btn btn-primary btn-lg">
          Get Started
        </Link>
        <Link to="/pricing" className="btn btn-ghost btn-lg">
          See pricing
        </Link>
      </PageHero>

      <PageSection
        id="how-it-works"
        title="How It Works"
        intro="From the content you already have to answers on your site, without writing code."
      >
        <FeatureGrid items={HOW_IT_WORKS} steps />
      </PageSection>

      <PageSection
        id="ai-capabilities"
        tinted
        title="AI Capabilities"
        intro="Understanding the question, finding the right passage and remembering the conversation."
      >
        <FeatureGrid items={AI_CAPABILITIES} />
        <AiProviders />
      </PageSection>

      <PageSection
        id="integrations"
        title="Integration Options"
        intro="Meet your visitors where they already are."
      >
        <FeatureGrid items={INTEGRATION_OPTIONS} columns={4} />
      </PageSection>

      <PageSection
        id="customization-security"
        tinted
        title="Customization & Security"
        intro="An assistant that looks like your brand and treats your data with care."
      >
        <CustomizationSecurity />
      </PageSection>

      <PageSection
        id="comparison"
        title="How SiteSage Compares"
        intro="What you get compared with the other kinds of chat tools websites use."
      >
        <ComparisonTable />
      </PageSection>

      <CtaBand
        title="Put your website’s answers to work"
        text="Create a free account, type your website’s address and try your agent within minutes."
        to="/register"
        label="Get Started"
      />
    </>
  );
}
