import { ClosingCta } from '../../modules/home/ClosingCta';
import { DemoVideo } from '../../modules/home/DemoVideo';
import { HomeHero } from '../../modules/home/HomeHero';
import { HowItWorks } from '../../modules/home/HowItWorks';
import { UseCases } from '../../modules/home/UseCases';
import { WhyCards } from '../../modules/home/WhyCards';

/** The public home page (spec §2 Home). */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <DemoVideo />
      <WhyCards />
      <UseCases />
      <ClosingCta />
    </>
  );
}
