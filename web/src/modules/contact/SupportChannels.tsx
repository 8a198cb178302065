import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { useGetSupportChannelsQuery } from './contact.api';
import { mailtoHref, whatsappHref } from './support-links.fns';

function EnvelopeIcon() {
  return (
    <svg
      className="h-5 w-5"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18v12H3zm0 0 9 7 9-7" />
    </svg>
  );
}

type ChannelLinkProps = {
  href: string;
  label: string;
  value: string;
  icon: ReactNode;
  newTab?: boolean;
};

function ChannelLink({ href, label, value, icon, newTab = false }: ChannelLinkProps) {
  return (
    <a
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold">{label}</span>
        <span className="block text-base-content/80 wrap-anywhere">{value}</span>
        {newTab && <span className="sr-only"> (opens in a new tab)</span>}
      </span>
    </a>
  );
}

/**
 * The support team's email and WhatsApp links, as the server is configured. They are a convenience
 * next to the contact form: while they load, or if they cannot be loaded, nothing is shown.
 */
export function SupportChannels({ lead }: { lead?: string }) {
  const { data } = useGetSupportChannelsQuery(undefined);
  if (data === undefined) return null;
  const email = mailtoHref(data.email);
  const whatsapp = whatsappHref(data.whatsapp);
  if (email === null && whatsapp === null) return null;

  return (
    <div className="flex flex-col gap-3">
      {lead && <p>{lead}</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {email !== null && (
          <li>
            <ChannelLink href={email} label="Email" value={data.email.trim()} icon={<EnvelopeIcon />} />
          </li>
        )}
        {whatsapp !== null && data.whatsapp !== null && (
          <li>
            <ChannelLink
              href={whatsapp}
              label="WhatsApp"
              value={data.whatsapp.trim()}
              icon={<Icon name="chat" className="h-5 w-5" />}
              newTab
            />
          </li>
        )}
      </ul>
    </div>
  );
}
