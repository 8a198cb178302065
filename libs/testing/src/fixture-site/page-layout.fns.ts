/**
 * The chrome every fixture page shares — cookie banner, header navigation, footer — which a
 * crawler's boilerplate removal should strip, plus the few pages that have no chrome of their own.
 * Links are spelled the way real sites spell them: some relative, some absolute, some with a
 * trailing slash or a fragment, so URL normalisation has work to do.
 */
import { contactDetails, specialPaths } from './site-plan.fns.js';

export const shopName = 'Pine Ridge Outfitters';

/** The text `/app` renders only with JavaScript; a crawler that does not run scripts never sees it. */
export const jsOnlyText = 'Plan your trip: pick a trail, a date and a group size to get a packing list.';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const css = `body{font-family:system-ui,sans-serif;margin:0;color:#1f2a1f}
.cookie-banner{position:fixed;bottom:0;left:0;right:0;background:#24452f;color:#fff;padding:1rem}
.site-header,.site-footer{background:#f2f5ef;padding:1rem}main{max-width:48rem;margin:auto;padding:1rem}
table{border-collapse:collapse}td,th{border:1px solid #ccd5c8;padding:.25rem .5rem}`;

export type LayoutInput = { origin: string; title: string; description: string; main: string; head?: string };

export function layout({ origin, title, description, main, head = '' }: LayoutInput): string {
  const fullTitle = title === shopName ? `${shopName} | Outdoor gear and advice` : `${title} | ${shopName}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fullTitle)}</title>
<meta name="description" content="${escapeHtml(description)}">
${head}<style>${css}</style>
</head>
<body>
<div class="cookie-banner" id="cookie-banner" role="dialog" aria-label="Cookie consent">
<p>We use cookies to keep your basket and to understand how the site is used. <a href="/help/faq#cookies">Read our cookie policy</a>.</p>
<button type="button">Accept all</button> <a href="javascript:void(0)">Manage preferences</a>
</div>
<header class="site-header">
<a class="brand" href="/"><img src="${specialPaths.logoPng}" alt="" width="32" height="32"> ${shopName}</a>
<nav aria-label="Main"><ul>
<li><a href="/">Home</a></li>
<li><a href="/products">Gear</a></li>
<li><a href="/guides/">Guides</a></li>
<li><a href="${origin}/blog">Trail journal</a></li>
<li><a href="/help">Help</a></li>
<li><a href="/about">About</a></li>
</ul></nav>
</header>
<main>
${main}
</main>
<footer class="site-footer">
<section><h2>Customer care</h2><ul>
<li><a href="/help/shipping/">Shipping</a></li>
<li><a href="${origin}/help/returns">Returns</a></li>
<li><a href="/old-shipping">Delivery rates</a></li>
<li><a href="/help/warranty#claims">Warranty claims</a></li>
</ul></section>
<section><h2>Visit us</h2>
<p>14 Timber Lane, Pine Ridge. Open every day from 9 am to 6 pm.</p>
<p><a href="mailto:${contactDetails.email}">Email us</a> or <a href="tel:${contactDetails.phone}">call ${contactDetails.phone}</a></p>
</section>
<section><h2>More</h2><ul>
<li><a href="${specialPaths.catalogPdf}">Download the 2026 catalogue (PDF)</a></li>
<li><a href="/events">Workshops and events</a></li>
<li><a href="/about#story">Our story</a></li>
</ul></section>
<p class="legal">&copy; 2026 ${shopName}. Prices in US dollars.</p>
</footer>
</body>
</html>
`;
}

/** A single-page-app shell: an empty root and a script; no text without JavaScript. */
export function jsOnlyPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Trip planner | ${shopName}</title></head>
<body>
<div id="root"></div>
<script>
document.getElementById('root').innerHTML = '<h1>Trip planner</h1><p>${jsOnlyText}</p>';
</script>
</body>
</html>
`;
}

export function errorPage(origin: string, status: number, title: string, explanation: string): string {
  return layout({
    origin,
    title,
    description: title,
    main: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(explanation)} (HTTP ${status})</p>`,
  });
}

/** One day of the endless events calendar: always a next day, so a naive crawler never finishes. */
export function calendarPage(origin: string, day: Date): string {
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const shift = (days: number) => new Date(day.getTime() + days * 86_400_000);
  const long = day.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return layout({
    origin,
    title: `Events on ${long}`,
    description: `Workshops at ${shopName} on ${long}.`,
    main: `<h1>Events on ${long}</h1>
<p>No workshops are scheduled for ${long}. New dates are added every month.</p>
<ul>
<li><a href="${specialPaths.trapPrefix}${iso(shift(1))}">Next day</a></li>
<li><a href="${specialPaths.trapPrefix}${iso(shift(-1))}">Previous day</a></li>
</ul>`,
  });
}
