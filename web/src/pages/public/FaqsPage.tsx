import { Link } from 'react-router-dom';
import { FaqAccordion } from '../../modules/faq/FaqAccordion';
import { FAQ_ITEMS } from '../../modules/faq/faq-items';
import { CtaBand } from '../../modules/marketing/CtaBand';
import { PageHero } from '../../modules/marketing/PageHero';

export function FaqsPage() {
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
          <FaqAccordion items={FAQ_ITEMS} />
        </div>
      </section>
      <CtaBand
        title="Still have a question?"
        text="Write to us by email or WhatsApp, or send a message from the contact page, and we will get back to you."
        to="/contact-us"
        label="Contact Us"
      />
    </>
  );
}
