#!/usr/bin/env node
// Records the home page's demo video and its poster (web/public/home/demo.webm and
// demo-poster.webp). Nothing is downloaded: demo-scene.js draws the scene on a <canvas> in
// headless Chromium, MediaRecorder records it in real time (about 20 s), and this script adds the
// WebM duration MediaRecorder leaves out, then checks that Chromium plays the result.
//
// Regenerate (from the repository root; needs playwright-core and Debian's Chromium):
//
//   node web/scripts/home-media/record-demo-video.mjs
//
// Options: --bitrate=<bits per second> (default 120000, about 500 KB; the video must stay under 700 KB) and
// CHROMIUM_PATH=<browser> (default /usr/bin/chromium). Edit demo-scene.js to change the scene; its
// `still(t)` draws a single frame for checking a change without recording.
/* global document */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { withWebmDuration } from './webm-duration.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../../public/home');
const videoPath = join(outDir, 'demo.webm');
const posterPath = join(outDir, 'demo-poster.webp');
const MAX_VIDEO_BYTES = 700 * 1024;

const bitrateArg = process.argv.find((arg) => arg.startsWith('--bitrate='));
const bitsPerSecond = bitrateArg === undefined ? 120_000 : Number(bitrateArg.slice('--bitrate='.length));
if (!Number.isFinite(bitsPerSecond) || bitsPerSecond < 50_000) {
  throw new Error(`--bitrate must be a number of bits per second (at least 50000), not ${bitrateArg}`);
}

function say(line) {
  process.stdout.write(`${line}\n`);
}

function fromDataUrl(dataUrl) {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Chromium must decode the file, report its real length and actually advance while playing. */
async function checkPlays(browser) {
  const page = await browser.newPage();
  try {
    await page.goto(pathToFileURL(videoPath).href);
    return await page.evaluate(async () => {
      const video = document.querySelector('video');
      if (video === null) throw new Error('Chromium did not open the file as a video');
      video.muted = true;
      if (video.readyState < 2) {
        await new Promise((resolve, reject) => {
          video.addEventListener('loadeddata', resolve, { once: true });
          video.addEventListener('error', () => reject(new Error('Chromium could not decode the video')), {
            once: true,
          });
        });
      }
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      video.pause();
      return {
        duration: video.duration,
        width: video.videoWidth,
        height: video.videoHeight,
        played: video.currentTime,
      };
    });
  } finally {
    await page.close();
  }
}

async function checkPoster(browser) {
  const page = await browser.newPage();
  try {
    await page.goto(pathToFileURL(posterPath).href);
    return await page.evaluate(() => {
      const image = document.querySelector('img');
      return { width: image?.naturalWidth ?? 0, height: image?.naturalHeight ?? 0 };
    });
  } finally {
    await page.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  // No network is needed; the flags let it run as root in CI and keep frames coming while hidden.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

try {
  const page = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => {
    pageErrors.push(error);
  });
  await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
  await page.addScriptTag({ content: readFileSync(join(here, 'demo-scene.js'), 'utf8') });

  const mimeType = await page.evaluate(() =>
    ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) =>
      globalThis.MediaRecorder.isTypeSupported(type),
    ),
  );
  if (mimeType === undefined) throw new Error('This Chromium cannot record WebM (VP9 or VP8)');

  const seconds = await page.evaluate(() => globalThis.sitesageDemo.DURATION);
  say(`Recording ${seconds} s of the demo scene as ${mimeType} at ${bitsPerSecond} bit/s…`);
  const recorded = fromDataUrl(
    await page.evaluate((options) => globalThis.sitesageDemo.record(options), { bitsPerSecond, mimeType }),
  );
  if (pageErrors.length > 0) throw pageErrors[0];
  const { webm, seconds: measured } = withWebmDuration(recorded);
  writeFileSync(videoPath, webm);

  const poster = fromDataUrl(
    await page.evaluate(() => globalThis.sitesageDemo.poster({ type: 'image/webp', quality: 0.8 })),
  );
  if (poster.subarray(8, 12).toString('latin1') !== 'WEBP') throw new Error('Chromium did not encode WebP');
  writeFileSync(posterPath, poster);
  await page.close();

  const played = await checkPlays(browser);
  const posterSize = await checkPoster(browser);
  const videoBytes = statSync(videoPath).size;
  say(`${relative(process.cwd(), videoPath)}: ${videoBytes} bytes, ${measured.toFixed(2)} s`);
  say(
    `  Chromium reads ${played.width}×${played.height}, ${played.duration.toFixed(2)} s, played to ${played.played.toFixed(2)} s`,
  );
  say(
    `${relative(process.cwd(), posterPath)}: ${statSync(posterPath).size} bytes, ${posterSize.width}×${posterSize.height}`,
  );

  const problems = [];
  if (!(Number.isFinite(played.duration) && played.duration > 0))
    problems.push('the video has no finite duration');
  if (played.width !== 960 || played.height !== 540) problems.push('the video is not 960×540');
  if (!(played.played > 0.3)) problems.push('the video did not advance while playing');
  if (videoBytes > MAX_VIDEO_BYTES)
    problems.push(`the video is over ${MAX_VIDEO_BYTES} bytes: lower --bitrate`);
  if (posterSize.width !== 960 || posterSize.height !== 540) problems.push('the poster is not 960×540');
  if (problems.length > 0) throw new Error(`Check failed: ${problems.join('; ')}`);
  say('Both files play in Chromium.');
} finally {
  await browser.close();
}
