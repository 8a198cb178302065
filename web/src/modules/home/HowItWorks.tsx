import { Icon, type IconName } from '../../ui/Icon';
import { SectionHeading } from '../marketing/SectionHeading';

const STEPS: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Connect Your Data',
    text: 'Type your website’s address and SiteSage follows its links and sitemaps, politely and within robots.txt. Add single pages, or upload PDF, Word, CSV, HTML, XML and text files.',
    icon: 'database',
  },
  {
    title: 'AI Learns & Adapts',
    text: 'Menus and footers are stripped, each page is split into sections under its headings, and everything is indexed by both wording and meaning. Retrain whenever you like: only changed pages are processed again.',
    icon: 'sparkles',
  },
  {
    title: 'Smart Conversations',
    text: 'Paste one script tag into your site or share a hosted chat page. Your agent streams its answers, links to the page each one came from and remembers what the visitor asked before.',
    icon: 'chat',
  },
];

/** Three steps from an address to a working agent; the hero's scroll link lands here. */
export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-16 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="how-it-works-title"
          title="How It Works"
          intro="From the content you already have to an agent on your site, in three steps."
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body">
                <div className="flex items-center gap-3">
                  <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary text-primary-content">
                    <Icon name={step.icon} className="h-6 w-6" />
                  </span>
                  <span className="text-sm font-semibold tracking-wide text-base-content/70 uppercase">
                    Step {index + 1}
                  </span>
                </div>
                <h3 className="card-title mt-2">{step.title}</h3>
                <p className="text-base-content/80">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
