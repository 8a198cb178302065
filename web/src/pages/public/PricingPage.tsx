import { ComingSoon } from '../../ui/ComingSoon';

export function PricingPage() {
  return (
    <ComingSoon
      title="Pricing"
      summary="The Free, Basic, Pro and Enterprise plans, billed monthly or yearly, with what each one includes."
    />
  );
}
