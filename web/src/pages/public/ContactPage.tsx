import { ComingSoon } from '../../ui/ComingSoon';

export function ContactPage() {
  return (
    <ComingSoon
      title="Contact us"
      summary="Write to our support team by email or WhatsApp, or send us a message from this page."
    />
  );
}
