import { ComingSoon } from '../../ui/ComingSoon';

export function FeaturesPage() {
  return (
    <ComingSoon
      title="Features"
      summary="How SiteSage collects your content, learns from it and answers your visitors in real time — and how it connects to your website, CRM, WhatsApp and API."
    />
  );
}
