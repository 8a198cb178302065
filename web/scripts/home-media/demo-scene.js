// The home page's demo video, drawn on a <canvas>: an owner creates an agent from a bakery's
// address, SiteSage learns the site, and a visitor gets a sourced answer in the chat widget.
// Runs in the browser (record-demo-video.mjs loads it into Chromium); every frame is a pure
// function of the time, so the recording and the poster show exactly the same scene.
/* global document, window, requestAnimationFrame, MediaRecorder, FileReader */

(() => {
  const WIDTH = 960;
  const HEIGHT = 540;
  /** Seconds; the answer stays on screen for the last two. */
  const DURATION = 18.6;
  /** When the poster is taken: the answer and its source are on screen. */
  const POSTER_TIME = 17.4;

  const SANS = "system-ui, 'DejaVu Sans', 'Liberation Sans', sans-serif";
  const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
  const C = {
    backdrop: '#0b1a33',
    backdrop2: '#103058',
    brand: '#0082ce',
    brandDark: '#006aa8',
    brandSoft: '#e6f3fc',
    ink: '#1e293b',
    muted: '#64748b',
    line: '#e2e8f0',
    page: '#f8fafc',
    white: '#ffffff',
    sidebar: '#0f1f3a',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    cream: '#fff7ed',
    crust: '#c2410c',
    bread: '#f59e0b',
  };

  const SITE = 'bluebird-bakery.example';
  const QUESTION = 'Do you deliver on Sundays?';
  const WELCOME = 'Hi! Ask me about our bread, cakes and delivery.';
  const ANSWER =
    'Yes, we deliver every day, Sundays included: 8 am to 2 pm, within 5 km of the shop. Please order by 6 pm the day before.';
  const PAGES = [
    '/',
    '/menu',
    '/delivery',
    '/opening-hours',
    '/cakes/celebration',
    '/allergens',
    '/bread/sourdough',
    '/wholesale',
    '/about',
    '/contact',
  ];
  const PAGE_TOTAL = 38;
  const STEPS = ['Connect Your Data', 'AI Learns & Adapts', 'Smart Conversations'];
  /** Scene boundaries in seconds. */
  const LEARN_AT = 5.6;
  const CHAT_AT = 10.2;

  const clamp = (value, low = 0, high = 1) => Math.min(high, Math.max(low, value));
  const progress = (t, from, to) => clamp((t - from) / (to - from));
  const ease = (x) => 1 - (1 - x) ** 3;
  const typed = (text, t, from, perChar) => text.slice(0, Math.max(0, Math.floor((t - from) / perChar)));

  function font(size, weight = 400, family = SANS) {
    return `${weight} ${size}px ${family}`;
  }

  function box(ctx, x, y, w, h, r, fill, stroke) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    if (fill) {
      ctx.fillStyle = fill;
      ctx.fill();
    }
    if (stroke) {
      ctx.strokeStyle = stroke;
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
  }

  function text(ctx, value, x, y, size, colour, weight = 400, family = SANS, align = 'left') {
    ctx.font = font(size, weight, family);
    ctx.fillStyle = colour;
    ctx.textAlign = align;
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(value, x, y);
  }

  /** Lines of `value` no wider than `width`, decided once so streamed text never reflows. */
  function wrap(ctx, value, width, size, weight = 400) {
    ctx.font = font(size, weight);
    const lines = [];
    let line = '';
    for (const word of value.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (ctx.measureText(candidate).width > width && line !== '') {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  /** The first `count` characters of wrapped `lines`, line by line. */
  function drawWrapped(ctx, lines, count, x, y, lineHeight, size, colour) {
    let left = count;
    lines.forEach((line, index) => {
      if (left <= 0) return;
      text(ctx, line.slice(0, left), x, y + index * lineHeight, size, colour);
      left -= line.length + 1;
    });
  }

  function check(ctx, x, y, colour) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x - 5, y);
    ctx.lineTo(x - 1.5, y + 3.5);
    ctx.lineTo(x + 5, y - 4);
    ctx.stroke();
  }

  function pointer(ctx, x, y, pressed) {
    ctx.save();
    ctx.translate(x, y);
    if (pressed) ctx.scale(0.88, 0.88);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(0, 20);
    ctx.lineTo(5, 15.5);
    ctx.lineTo(9, 24);
    ctx.lineTo(12.5, 22.5);
    ctx.lineTo(8.5, 14);
    ctx.lineTo(15, 14);
    ctx.closePath();
    ctx.fillStyle = C.ink;
    ctx.fill();
    ctx.strokeStyle = C.white;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.restore();
  }

  function spinner(ctx, x, y, t) {
    ctx.strokeStyle = C.brand;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.arc(x, y, 7, t * 7, t * 7 + 4.2);
    ctx.stroke();
  }

  function logo(ctx, x, y, size) {
    box(ctx, x, y, size, size, size * 0.25, C.brand);
    const s = size / 32;
    ctx.fillStyle = C.white;
    ctx.beginPath();
    ctx.roundRect(x + 9 * s, y + 8 * s, 14 * s, 12 * s, 3.5 * s);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x + 11 * s, y + 19 * s);
    ctx.lineTo(x + 10.5 * s, y + 24 * s);
    ctx.lineTo(x + 16 * s, y + 19 * s);
    ctx.fill();
  }

  function backdrop(ctx, t) {
    const gradient = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
    gradient.addColorStop(0, C.backdrop);
    gradient.addColorStop(1, C.backdrop2);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    logo(ctx, 40, 18, 30);
    text(ctx, 'SiteSage', 80, 40, 19, C.white, 700);
    const active = t < LEARN_AT ? 0 : t < CHAT_AT ? 1 : 2;
    let x = WIDTH - 40;
    for (let index = STEPS.length - 1; index >= 0; index -= 1) {
      const label = `${index + 1}  ${STEPS[index]}`;
      ctx.font = font(13, 600);
      const w = ctx.measureText(label).width + 24;
      x -= w;
      box(ctx, x, 19, w, 28, 14, index === active ? C.brand : 'rgba(255,255,255,0.08)');
      text(ctx, label, x + 12, 38, 13, index === active ? C.white : '#9fb6d3', 600);
      x -= 8;
    }
  }

  /** A browser window; returns the content area. */
  function browser(ctx, address) {
    const x = 40;
    const y = 66;
    const w = 880;
    const h = 454;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 24;
    ctx.shadowOffsetY = 8;
    box(ctx, x, y, w, h, 12, C.page);
    ctx.restore();
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 12);
    ctx.clip();
    ctx.fillStyle = '#dde5ee';
    ctx.fillRect(x, y, w, 34);
    ['#f87171', '#fbbf24', '#4ade80'].forEach((colour, index) => {
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.arc(x + 18 + index * 16, y + 17, 5, 0, Math.PI * 2);
      ctx.fill();
    });
    box(ctx, x + 200, y + 7, 480, 20, 10, C.white);
    text(ctx, address, x + 440, y + 22, 12, C.muted, 400, SANS, 'center');
    ctx.restore();
    return { x, y: y + 34, w, h: h - 34 };
  }

  function adminShell(ctx, area, activeItem) {
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(area.x, area.y, area.w, area.h, [0, 0, 12, 12]);
    ctx.clip();
    ctx.fillStyle = C.sidebar;
    ctx.fillRect(area.x, area.y, 170, area.h);
    ctx.restore();
    logo(ctx, area.x + 18, area.y + 18, 22);
    text(ctx, 'SiteSage', area.x + 48, area.y + 34, 14, C.white, 700);
    ['Dashboard', 'Agents', 'Integrations'].forEach((item, index) => {
      const top = area.y + 64 + index * 36;
      if (item === activeItem) box(ctx, area.x + 10, top, 150, 28, 6, 'rgba(0,130,206,0.35)');
      text(ctx, item, area.x + 24, top + 19, 13, item === activeItem ? C.white : '#9fb6d3', 500);
    });
    return { x: area.x + 200, y: area.y, w: area.w - 230, h: area.h };
  }

  // Scene 1: the owner types the site's address; SiteSage reviews the site.
  function createScene(ctx, t) {
    const main = adminShell(ctx, browser(ctx, 'SiteSage · Agents · Create'), 'Agents');
    text(ctx, 'Create an agent', main.x, main.y + 44, 22, C.ink, 700);
    text(
      ctx,
      'Type your website’s address. SiteSage reads it and suggests a name,',
      main.x,
      main.y + 70,
      13,
      C.muted,
    );
    text(ctx, 'a welcome line and your colours.', main.x, main.y + 88, 13, C.muted);
    text(ctx, 'Website address', main.x, main.y + 122, 13, C.ink, 600);
    const address = typed(`https://${SITE}`, t, 0.8, 0.07);
    box(ctx, main.x, main.y + 132, 440, 40, 8, C.white, t < 3.3 ? C.brand : C.line);
    text(ctx, address, main.x + 14, main.y + 157, 15, C.ink);
    if (t < 3.3 && Math.floor(t * 2.5) % 2 === 0) {
      ctx.font = font(15);
      const caret = main.x + 15 + ctx.measureText(address).width;
      ctx.fillStyle = C.ink;
      ctx.fillRect(caret, main.y + 142, 1.5, 20);
    }
    const pressed = t > 3.65 && t < 3.9;
    box(ctx, main.x + 452, main.y + 132, 150, 40, 8, pressed ? C.brandDark : C.brand);
    text(ctx, 'Create agent', main.x + 527, main.y + 157, 15, C.white, 600, SANS, 'center');

    if (t > 3.9) {
      const appear = ease(progress(t, 3.9, 4.2));
      ctx.globalAlpha = appear;
      const top = main.y + 196 + (1 - appear) * 10;
      box(ctx, main.x, top, 602, 196, 10, C.white, C.line);
      if (t < 4.3) {
        spinner(ctx, main.x + 24, top + 28, t);
        text(ctx, `Reviewing ${SITE}…`, main.x + 42, top + 33, 14, C.ink, 600);
      } else {
        check(ctx, main.x + 24, top + 28, C.success);
        text(ctx, 'Site reviewed: here is your agent', main.x + 42, top + 33, 14, C.ink, 600);
      }
      const rows = [
        ['Name', 4.4],
        ['Welcome line', 4.7],
        ['Colours', 5.0],
      ];
      rows.forEach(([label, at], index) => {
        if (t < at) return;
        const rowTop = top + 62 + index * 42;
        ctx.globalAlpha = appear * ease(progress(t, at, at + 0.25));
        text(ctx, label, main.x + 24, rowTop + 16, 13, C.muted, 500);
        if (label === 'Name') text(ctx, 'Bluebird Bakery', main.x + 140, rowTop + 16, 15, C.ink, 600);
        if (label === 'Welcome line') text(ctx, WELCOME, main.x + 140, rowTop + 16, 14, C.ink);
        if (label === 'Colours') {
          ['#1d4ed8', '#fff7ed', '#c2410c'].forEach((colour, swatch) => {
            box(ctx, main.x + 140 + swatch * 38, rowTop, 28, 24, 6, colour, C.line);
          });
        }
      });
      ctx.globalAlpha = 1;
    }
    if (t > 2.9 && t < 4.2) {
      const move = ease(progress(t, 2.9, 3.55));
      pointer(ctx, main.x + 300 + move * 245, main.y + 240 - move * 82, pressed);
    }
  }

  // Scene 2: SiteSage follows the sitemap and learns the pages.
  function learnScene(ctx, t) {
    const main = adminShell(ctx, browser(ctx, 'SiteSage · Bluebird Bakery · Training'), 'Agents');
    const done = progress(t, 6.1, 9.4);
    text(ctx, 'Training · Bluebird Bakery', main.x, main.y + 44, 22, C.ink, 700);
    box(ctx, main.x, main.y + 62, 602, 104, 10, C.white, C.line);
    text(ctx, 'Website', main.x + 20, main.y + 88, 12, C.muted, 600);
    text(ctx, `https://${SITE}`, main.x + 20, main.y + 108, 15, C.ink, 600);
    const finished = done >= 1;
    const pill = finished ? 'Completed' : 'In progress';
    box(ctx, main.x + 470, main.y + 80, 114, 26, 13, finished ? C.successSoft : C.warningSoft);
    text(ctx, pill, main.x + 527, main.y + 98, 12, finished ? C.success : C.warning, 700, SANS, 'center');
    box(ctx, main.x + 20, main.y + 124, 500, 10, 5, '#e8eef5');
    if (done > 0) box(ctx, main.x + 20, main.y + 124, Math.max(10, 500 * done), 10, 5, C.brand);
    text(ctx, `${Math.round(done * 100)}%`, main.x + 584, main.y + 134, 13, C.ink, 700, SANS, 'right');
    const learned = Math.round(done * PAGE_TOTAL);
    text(ctx, `Pages learned: ${learned} of ${PAGE_TOTAL}`, main.x + 20, main.y + 155, 12, C.muted, 500);

    const badges = [
      ['sitemap.xml found', 6.0],
      ['robots.txt respected', 6.3],
    ];
    let badgeX = main.x;
    badges.forEach(([label, at]) => {
      if (t < at) return;
      ctx.globalAlpha = ease(progress(t, at, at + 0.3));
      ctx.font = font(12, 600);
      const w = ctx.measureText(label).width + 36;
      box(ctx, badgeX, main.y + 180, w, 26, 13, C.brandSoft);
      check(ctx, badgeX + 15, main.y + 193, C.brand);
      text(ctx, label, badgeX + 26, main.y + 197, 12, C.brandDark, 600);
      badgeX += w + 10;
      ctx.globalAlpha = 1;
    });

    const shown = Math.min(PAGES.length, Math.floor(done * (PAGES.length + 0.5)));
    PAGES.slice(0, shown).forEach((page, index) => {
      const column = index % 2;
      const row = Math.floor(index / 2);
      const x = main.x + column * 306;
      const y = main.y + 222 + row * 32;
      box(ctx, x, y, 296, 26, 6, C.white, C.line);
      check(ctx, x + 16, y + 13, C.success);
      text(ctx, page, x + 30, y + 18, 13, C.ink, 500);
    });
  }

  function bakerySite(ctx, area) {
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(area.x, area.y, area.w, area.h, [0, 0, 12, 12]);
    ctx.clip();
    ctx.fillStyle = C.cream;
    ctx.fillRect(area.x, area.y, area.w, area.h);
    ctx.fillStyle = '#1d4ed8';
    ctx.beginPath();
    ctx.arc(area.x + 40, area.y + 32, 14, 0, Math.PI * 2);
    ctx.fill();
    text(ctx, 'Bluebird Bakery', area.x + 64, area.y + 39, 20, '#1e3a8a', 700, SERIF);
    ['Menu', 'Cakes', 'Delivery', 'Contact'].forEach((item, index) => {
      text(ctx, item, area.x + 520 + index * 80, area.y + 38, 14, '#7c2d12', 500);
    });
    const hero = ctx.createLinearGradient(area.x, area.y + 64, area.x + area.w, area.y + 250);
    hero.addColorStop(0, '#fed7aa');
    hero.addColorStop(1, '#fdba74');
    ctx.fillStyle = hero;
    ctx.fillRect(area.x + 24, area.y + 64, area.w - 48, 190);
    text(ctx, 'Baked fresh', area.x + 56, area.y + 130, 34, '#7c2d12', 700, SERIF);
    text(ctx, 'every morning', area.x + 56, area.y + 170, 34, '#7c2d12', 700, SERIF);
    text(ctx, 'Sourdough, pastries and celebration cakes.', area.x + 58, area.y + 204, 14, '#9a3412');
    const loaves = [
      [area.x + 500, area.y + 206, 62, 26],
      [area.x + 600, area.y + 178, 52, 36],
      [area.x + 480, area.y + 132, 42, 20],
    ];
    loaves.forEach(([x, y, rx, ry]) => {
      ctx.fillStyle = C.bread;
      ctx.beginPath();
      ctx.ellipse(x, y, rx, ry, -0.1, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = C.crust;
      ctx.lineWidth = 3;
      for (let cut = -1; cut <= 1; cut += 1) {
        ctx.beginPath();
        ctx.moveTo(x + cut * rx * 0.4 - 8, y - ry * 0.4);
        ctx.lineTo(x + cut * rx * 0.4 + 8, y + ry * 0.3);
        ctx.stroke();
      }
    });
    [0, 1, 2].forEach((index) => {
      const x = area.x + 24 + index * 186;
      box(ctx, x, area.y + 272, 174, 120, 10, C.white, '#fde6cf');
      box(ctx, x + 12, area.y + 284, 150, 56, 8, '#ffedd5');
      box(ctx, x + 12, area.y + 352, 110, 9, 4.5, '#fdba74');
      box(ctx, x + 12, area.y + 368, 80, 9, 4.5, '#fed7aa');
    });
    ctx.restore();
  }

  /** How many of wrapped `lines` have begun once `count` characters are shown. */
  function linesStarted(lines, count) {
    let left = count;
    let started = 0;
    for (const line of lines) {
      if (left <= 0) break;
      started += 1;
      left -= line.length + 1;
    }
    return Math.max(1, started);
  }

  /** A chat bubble that grows with its streamed text; returns its height. */
  function bubble(ctx, lines, x, y, width, fill, colour, count = Infinity) {
    const height = linesStarted(lines, count) * 18 + 16;
    box(ctx, x, y, width, height, 12, fill, fill === C.white ? C.line : undefined);
    drawWrapped(ctx, lines, count, x + 12, y + 22, 18, 13, colour);
    return height;
  }

  // Scene 3: a visitor asks the widget; the answer streams in with its source.
  function chatScene(ctx, t) {
    const area = browser(ctx, `https://${SITE}`);
    bakerySite(ctx, area);
    const launcherX = area.x + area.w - 44;
    const launcherY = area.y + area.h - 40;
    const open = ease(progress(t, 10.7, 11.1));
    if (open < 1) {
      const pulse = 1 + 0.08 * Math.sin(t * 6);
      ctx.fillStyle = C.brand;
      ctx.beginPath();
      ctx.arc(launcherX, launcherY, 24 * pulse, 0, Math.PI * 2);
      ctx.fill();
      box(ctx, launcherX - 10, launcherY - 8, 20, 14, 4, C.white);
    }
    if (t > 10.3 && t < 10.75) pointer(ctx, launcherX - 4, launcherY - 2, t > 10.55);
    if (open <= 0) return;

    const w = 320;
    const h = 386;
    const x = area.x + area.w - w - 16;
    const y = area.y + area.h - h - 12 + (1 - open) * 24;
    ctx.globalAlpha = open;
    ctx.save();
    ctx.shadowColor = 'rgba(15,23,42,0.3)';
    ctx.shadowBlur = 22;
    ctx.shadowOffsetY = 6;
    box(ctx, x, y, w, h, 14, C.white);
    ctx.restore();
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 14);
    ctx.clip();
    ctx.fillStyle = '#1d4ed8';
    ctx.fillRect(x, y, w, 56);
    ctx.fillStyle = '#dbeafe';
    ctx.beginPath();
    ctx.arc(x + 30, y + 28, 15, 0, Math.PI * 2);
    ctx.fill();
    text(ctx, 'B', x + 30, y + 34, 15, '#1d4ed8', 700, SERIF, 'center');
    text(ctx, 'Bluebird Bakery', x + 54, y + 25, 14, C.white, 700);
    text(ctx, 'Answers from our website', x + 54, y + 43, 11, '#dbeafe');
    ctx.restore();

    ctx.font = font(13);
    const welcome = wrap(ctx, WELCOME, 220, 13);
    bubble(ctx, welcome, x + 12, y + 70, 244, '#eef2f7', C.ink);

    const question = typed(QUESTION, t, 11.4, 0.06);
    const sent = t > 13.2;
    box(ctx, x + 12, y + h - 50, w - 24, 38, 19, C.white, C.line);
    text(
      ctx,
      sent ? 'Ask a question…' : question || 'Ask a question…',
      x + 28,
      y + h - 26,
      13,
      sent || !question ? '#94a3b8' : C.ink,
    );
    ctx.fillStyle = sent || question ? '#1d4ed8' : '#cbd5e1';
    ctx.beginPath();
    ctx.arc(x + w - 32, y + h - 31, 13, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = C.white;
    ctx.beginPath();
    ctx.moveTo(x + w - 38, y + h - 36);
    ctx.lineTo(x + w - 25, y + h - 31);
    ctx.lineTo(x + w - 38, y + h - 25);
    ctx.closePath();
    ctx.fill();
    if (t > 12.9 && t < 13.4) pointer(ctx, x + w - 34, y + h - 30, t > 13.1);

    if (!sent) {
      ctx.globalAlpha = 1;
      return;
    }
    ctx.font = font(13);
    const ask = wrap(ctx, QUESTION, 200, 13);
    ctx.font = font(13);
    const askWidth = Math.max(...ask.map((line) => ctx.measureText(line).width)) + 24;
    bubble(ctx, ask, x + w - 12 - askWidth, y + 134, askWidth, '#1d4ed8', C.white);

    const answerTop = y + 180;
    if (t < 14.0) {
      box(ctx, x + 12, answerTop, 64, 32, 12, '#eef2f7');
      [0, 1, 2].forEach((dot) => {
        ctx.fillStyle = '#64748b';
        ctx.globalAlpha = open * (0.35 + 0.65 * Math.abs(Math.sin(t * 5 - dot * 0.6)));
        ctx.beginPath();
        ctx.arc(x + 30 + dot * 14, answerTop + 16, 4, 0, Math.PI * 2);
        ctx.fill();
      });
      ctx.globalAlpha = 1;
      return;
    }
    const answer = wrap(ctx, ANSWER, 232, 13);
    // 20 ms a character, as the chat types its replies (spec §9).
    const count = Math.floor((t - 14.0) / 0.02);
    const height = bubble(ctx, answer, x + 12, answerTop, 256, '#eef2f7', C.ink, count);
    if (t > 16.6) {
      ctx.globalAlpha = ease(progress(t, 16.6, 16.9));
      const chipTop = answerTop + height + 8;
      const source = 'Source: Delivery · /delivery';
      ctx.font = font(11.5, 600);
      box(ctx, x + 12, chipTop, ctx.measureText(source).width + 24, 26, 13, C.white, '#bfdbfe');
      text(ctx, source, x + 24, chipTop + 17, 11.5, '#1d4ed8', 600);
    }
    ctx.globalAlpha = 1;
  }

  function drawFrame(ctx, t) {
    ctx.globalAlpha = 1;
    backdrop(ctx, t);
    if (t < LEARN_AT) createScene(ctx, t);
    else if (t < CHAT_AT) learnScene(ctx, t);
    else chatScene(ctx, t);
    // Scenes change with a cut: a fade repaints every pixel of every frame and costs more of the
    // file than the scenes themselves.
  }

  // Opaque canvases only: with an alpha channel, Chromium records a second (alpha) stream that
  // doubles the file for nothing.
  function createCanvas() {
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    document.body.append(canvas);
    return canvas;
  }

  function blobToDataUrl(blob) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  }

  /** Plays the scene once in real time and returns the recording as a data: URL. */
  async function record({ bitsPerSecond, mimeType }) {
    const canvas = createCanvas();
    const ctx = canvas.getContext('2d', { alpha: false });
    drawFrame(ctx, 0);
    const recorder = new MediaRecorder(canvas.captureStream(30), {
      mimeType,
      videoBitsPerSecond: bitsPerSecond,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(1000);
    const start = window.performance.now();
    await new Promise((resolve) => {
      const frame = (now) => {
        const t = (now - start) / 1000;
        drawFrame(ctx, Math.min(t, DURATION));
        if (t < DURATION) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await stopped;
    return blobToDataUrl(new Blob(chunks, { type: mimeType }));
  }

  /** The poster frame as a data: URL. */
  function poster({ type, quality }) {
    const canvas = createCanvas();
    drawFrame(canvas.getContext('2d', { alpha: false }), POSTER_TIME);
    return canvas.toDataURL(type, quality);
  }

  /** One frame, for looking at the scene while editing it. */
  function still(t) {
    const canvas = createCanvas();
    drawFrame(canvas.getContext('2d', { alpha: false }), t);
    return canvas.toDataURL('image/png');
  }

  window.sitesageDemo = { record, poster, still, DURATION, WIDTH, HEIGHT };
})();
