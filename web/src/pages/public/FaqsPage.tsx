import { Link } from 'react-router-dom';
import { FaqAccordion } from '../../modules/faq/FaqAccordion';
import { useGetSupportChannelsQuery } from '../../modules/contact/contact.api';
import { supportReach } from '../../modules/contact/support-reach.fns';
import { faqItemsFor } from '../../modules/faq/faq-items';
import { CtaBand } from '../../modules/marketing/CtaBand';
import { PageHero } from '../../modules/marketing/PageHero';

export function FaqsPage() {
  // The copy names only the support channels the server is configured with.
  const { data: channels } = useGetSupportChannelsQuery(undefined);
  const reach = supportReach(channels);
  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Frequently Asked Questions"
        lead={
          <>
            Setting up SiteSage, training it on your content, languages, plans, security and support. Stuck on
            a step? The{' '}
            <Link to="/troubleshoot" className="link">
              troubleshooting guide
            </Link>{' '}
            goes through it.
          </>
        }
      />
      <section aria-label="Questions and answers" className="px-4 pb-4">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={faqItemsFor(reach)} />
        </div>
      </section>
      <CtaBand
        title="Still have a question?"
        text={
          reach === ''
            ? 'Send us a message from the contact page and we will get back to you.'
            : `Write to us ${reach}, or send a message from the contact page, and we will get back to you.`
        }
        to="/contact-us"
        label="Contact Us"
      />
    </>
  );
}
