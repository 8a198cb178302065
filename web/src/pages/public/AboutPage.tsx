import { CORE_VALUES } from '../../modules/about/core-values';
import { TeamGrid } from '../../modules/about/TeamGrid';
import { CtaBand } from '../../modules/marketing/CtaBand';
import { FeatureGrid } from '../../modules/marketing/FeatureGrid';
import { PageHero } from '../../modules/marketing/PageHero';
import { PageSection } from '../../modules/marketing/PageSection';
import { Prose } from '../../modules/marketing/Prose';

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About SiteSage"
        title="Every website already holds its answers"
        lead="We build SiteSage so visitors can find them by simply asking — and so the businesses behind those websites can spend their time on the questions only people can answer."
      />

      <PageSection id="mission" title="Our Mission">
        <Prose>
          <p>
            To let every business answer its visitors instantly, accurately and in their own language, from
            the content it already has — without writing a line of code or hiring a team to do it.
          </p>
          <p>
            An answer is only useful if you can trust it. That is why SiteSage answers from your pages and
            documents alone, shows where each answer came from, and says so when it does not know.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="who-we-are" tinted title="Who We Are">
        <Prose>
          <p>
            SiteSage was founded in 2023 by Aarav Mehta and Priya Raghavan, after years of watching support
            teams type out answers that were already written on their own websites.
          </p>
          <p>
            We are a small team of engineers and designers, and we build every part of SiteSage ourselves: the
            crawler that reads your site, the search that finds the right passage, and the chat window your
            visitors see. Businesses use it for customer support, for capturing leads and as an internal
            knowledge base.
          </p>
        </Prose>
      </PageSection>

      <PageSection id="values" title="Our Core Values" intro="What we hold ourselves to, in practice.">
        <FeatureGrid items={CORE_VALUES} />
      </PageSection>

      <PageSection id="team" tinted title="Meet Our Team" intro="The people who started SiteSage.">
        <TeamGrid />
      </PageSection>

      <CtaBand
        title="We’d love to hear from you"
        text="Questions about SiteSage, a plan for your team or an idea for us — write to us any time."
        to="/contact-us"
        label="Get in Touch"
      />
    </>
  );
}
