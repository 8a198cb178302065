// Renders web/public/og-image.jpg, the 1200×630 picture link previews show for SiteSage pages.
// Regenerate after changing the card below: `node web/scripts/og-image/render-og-image.mjs`
// (needs Debian's chromium at /usr/bin/chromium or CHROMIUM_PATH).
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const output = fileURLToPath(new URL('../../public/og-image.jpg', import.meta.url));

const card = `<!doctype html>
<html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', sans-serif; color: #fff;
    background: radial-gradient(circle at 85% 20%, #1aa3ee 0, transparent 45%), linear-gradient(135deg, #04385a, #0082ce);
    display: flex; padding: 72px; gap: 56px; align-items: center; }
  .words { flex: 1; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 700; }
  h1 { font-size: 64px; line-height: 1.1; margin-top: 40px; }
  p { font-size: 28px; margin-top: 28px; opacity: .9; line-height: 1.35; }
  .chat { width: 380px; background: #fff; color: #0f172a; border-radius: 28px; padding: 28px;
    box-shadow: 0 30px 60px rgba(0,0,0,.35); font-size: 21px; line-height: 1.35; }
  .q { background: #0082ce; color: #fff; border-radius: 18px 18px 4px 18px; padding: 14px 18px; margin-left: 50px; }
  .a { background: #eef2f7; border-radius: 18px 18px 18px 4px; padding: 14px 18px; margin-top: 16px; }
  .src { margin-top: 12px; font-size: 17px; color: #0369a1; }
</style></head><body>
  <div class="words">
    <div class="brand"><svg width="56" height="56" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M9 11.5A3.5 3.5 0 0 1 12.5 8h7A3.5 3.5 0 0 1 23 11.5v5a3.5 3.5 0 0 1-3.5 3.5H15l-4.5 4v-4.2A3.5 3.5 0 0 1 9 16.5z" fill="#0082ce"/></svg>SiteSage</div>
    <h1>Turn your website into an AI chatbot</h1>
    <p>Answers from your own pages and documents, with sources. Ready in minutes.</p>
  </div>
  <div class="chat">
    <div class="q">Do you deliver on Sundays?</div>
    <div class="a">Yes — orders placed before 2 pm on Saturday arrive on Sunday.</div>
    <div class="src">Source: Delivery &amp; returns</div>
  </div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(card);
  await page.screenshot({ path: output, type: 'jpeg', quality: 85 });
  process.stdout.write(`wrote ${output}\n`);
} finally {
  await browser.close();
}
