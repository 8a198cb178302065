import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';

const YEAR = new Date().getFullYear();

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/troubleshoot', label: 'Troubleshoot' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact-us', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/legal#privacy-policy', label: 'Privacy Policy' },
      { to: '/legal#terms-of-service', label: 'Terms' },
      { to: '/legal#refund-policy', label: 'Refund policy' },
    ],
  },
] as const;

// The company page the social link points to; change it here if the handle differs.
const LINKEDIN_URL = 'https://www.linkedin.com/company/sitesage';

export function Footer() {
  return (
    <footer className="border-t border-base-300 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-base-content/75">
            AI chat assistants trained on your own website, documents and FAQs — embedded with one line of
            code.
          </p>
          <a
            href={LINKEDIN_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="link link-hover mt-4 inline-flex items-center gap-2 text-sm"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true" focusable="false">
              <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5M3 9.75h4v11H3zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6v5.55h-4v-4.92c0-1.17-.02-2.68-1.64-2.68-1.64 0-1.89 1.28-1.89 2.6v5h-4z" />
            </svg>
            SiteSage on LinkedIn
          </a>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="flex flex-col gap-2 text-sm">
            <h2 className="footer-title mb-1 opacity-100">{column.title}</h2>
            {column.links.map((link) => (
              <Link key={link.to} to={link.to} className="link link-hover">
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <div className="border-t border-base-300 py-4 text-center text-sm text-base-content/70">
        © {YEAR} SiteSage. All rights reserved.
      </div>
    </footer>
  );
}
