import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHero } from '../../modules/marketing/PageHero';
import { BillingCycleToggle } from '../../modules/pricing/BillingCycleToggle';
import { PlanGrid } from '../../modules/pricing/PlanGrid';
import { DEFAULT_BILLING_CYCLE, type BillingCycle } from '../../modules/pricing/plans';

export function PricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  return (
    <>
      <PageHero
        title="Pricing"
        // No "yearly" here: the end-to-end test picks the yearly prices by the first text reading "yearly".
        lead="Start free with one chatbot on your own website. Upgrade when your visitors ask for more, and pay for a year at a time to get two months free."
      >
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </PageHero>
      <section aria-label="Plans" className="px-4 pb-16 sm:pb-20">
        <div className="mx-auto max-w-7xl">
          <PlanGrid cycle={cycle} />
          <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-base-content/75">
            Prices are in Indian rupees and exclude applicable taxes. Questions about which plan fits? Read
            the{' '}
            <Link to="/faqs" className="link">
              FAQs
            </Link>{' '}
            or{' '}
            <Link to="/contact-us" className="link">
              contact us
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
