import { AppError } from '@sitesage/errors';
import type { ScreenInfo } from '../../db/database.js';

/** What a browser (or the gateway) tells us about a visitor; every field optional. */
export type VisitorInfo = {
  userAgent?: string;
  platform?: string;
  language?: string;
  screen?: ScreenInfo | undefined;
  timezone?: string;
  referrer?: string;
  pageUrl?: string;
  name?: string;
  email?: string;
  phone?: string;
  city?: string;
};

/** The session columns a visitor's info fills, every one trimmed, capped, or null when empty. */
export type VisitorColumns = {
  user_agent: string | null;
  platform: string | null;
  language: string | null;
  timezone: string | null;
  referrer: string | null;
  page_url: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  screen: ScreenInfo | null;
};

// Spec §5 visitor details: an optional plus, then 7 to 20 digits, spaces, hyphens, parentheses, dots.
const phonePattern = /^\+?[\d\s\-().]{7,20}$/;
// Deliberately loose (one @, a dot in the domain, no spaces): the owner wants the address as typed.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest value kept per field: a browser can send anything, and the owner's table must stay usable. */
const caps = {
  userAgent: 512,
  platform: 64,
  language: 35,
  timezone: 64,
  referrer: 2048,
  pageUrl: 2048,
  name: 100,
  email: 254,
  phone: 20,
  city: 100,
} as const;

function clean(value: string | undefined, cap: number): string | null {
  // Control characters would garble logs and the owner's table; they carry nothing a visitor meant.
  // eslint-disable-next-line no-control-regex
  const text = (value ?? '').replace(/[\u0000-\u001f\u007f]/gu, ' ').trim();
  if (text === '') return null;
  return Array.from(text).slice(0, cap).join('');
}

function screenOf(screen: ScreenInfo | undefined): ScreenInfo | null {
  if (!screen) return null;
  const size = (value: number | undefined) =>
    value !== undefined && Number.isInteger(value) && value > 0 && value <= 100_000 ? value : undefined;
  const kept: ScreenInfo = {};
  for (const key of ['width', 'height', 'color_depth', 'pixel_depth'] as const) {
    const value = size(screen[key]);
    if (value !== undefined) kept[key] = value;
  }
  return Object.keys(kept).length === 0 ? null : kept;
}

/**
 * The session columns for a new visitor. When the agent asks for details first, name, email and
 * phone are required and checked as the chat page checks them; otherwise a malformed email or
 * phone is refused all the same rather than stored for the owner to trip over.
 */
export function visitorColumns(
  info: VisitorInfo,
  { detailsRequired }: { detailsRequired: boolean },
): VisitorColumns {
  const columns: VisitorColumns = {
    user_agent: clean(info.userAgent, caps.userAgent),
    platform: clean(info.platform, caps.platform),
    language: clean(info.language, caps.language),
    timezone: clean(info.timezone, caps.timezone),
    referrer: clean(info.referrer, caps.referrer),
    page_url: clean(info.pageUrl, caps.pageUrl),
    name: clean(info.name, caps.name),
    email: clean(info.email, caps.email),
    phone: clean(info.phone, caps.phone),
    city: clean(info.city, caps.city),
    screen: screenOf(info.screen),
  };
  if (detailsRequired) {
    if (!columns.name) throw AppError.invalid('name', 'Full Name is required');
    if (!columns.email) throw AppError.invalid('email', 'Email Address is required');
    if (!columns.phone) throw AppError.invalid('phone', 'Phone Number is required');
  }
  if (columns.email && !emailPattern.test(columns.email)) {
    throw AppError.invalid('email', 'Enter a valid email address');
  }
  if (columns.phone && !phonePattern.test(columns.phone)) {
    throw AppError.invalid('phone', 'Enter a valid phone number');
  }
  return columns;
}
