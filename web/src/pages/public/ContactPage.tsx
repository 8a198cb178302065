import { Link } from 'react-router-dom';
import { ContactForm } from '../../modules/contact/ContactForm';
import { SupportChannels } from '../../modules/contact/SupportChannels';

export function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold tracking-tight">Contact us</h1>
        <p className="mt-3 text-lg text-base-content/80">
          Questions about SiteSage, help with an agent, a plan or a payment: our support team reads every
          message and answers by email.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="contact-reach-title" className="flex flex-col gap-5">
          <h2 id="contact-reach-title" className="text-2xl font-semibold">
            Talk to our team
          </h2>
          <SupportChannels lead="Write to us directly, or use the form." />
          <div className="rounded-box bg-base-200 p-5">
            <h3 className="font-semibold">Looking for a quick answer?</h3>
            <p className="mt-1 text-base-content/80">
              Many questions are answered step by step in{' '}
              <Link to="/troubleshoot" className="link link-primary">
                Troubleshooting
              </Link>{' '}
              and the{' '}
              <Link to="/faqs" className="link link-primary">
                FAQs
              </Link>
              .
            </p>
          </div>
        </section>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-2 text-2xl font-semibold">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
