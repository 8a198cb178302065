import { describe, expect, it } from 'vitest';
import { AppError } from '@sitesage/errors';
import { visitorColumns } from './visitor-details.fns.js';

const details = { name: ' Asha Rao ', email: 'asha@example.com', phone: '+91 98765 43210' };

describe('visitorColumns', () => {
  it('keeps the details a visitor typed, trimmed', () => {
    const columns = visitorColumns(details, { detailsRequired: true });
    expect(columns).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210' });
  });

  it('asks for every detail when the agent requires them', () => {
    expect(() => visitorColumns({ ...details, phone: '  ' }, { detailsRequired: true })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', field: 'phone' }) as AppError,
    );
    expect(() => visitorColumns({}, { detailsRequired: true })).toThrow('Full Name is required');
  });

  it('lets an anonymous visitor chat when details are not required', () => {
    expect(visitorColumns({}, { detailsRequired: false })).toMatchObject({ name: null, email: null });
  });

  it('refuses a malformed email or phone even when details are optional', () => {
    expect(() => visitorColumns({ email: 'not-an-email' }, { detailsRequired: false })).toThrow(
      'Enter a valid email address',
    );
    expect(() => visitorColumns({ phone: '12<script>' }, { detailsRequired: false })).toThrow(
      'Enter a valid phone number',
    );
  });

  it('caps what a browser reports and drops control characters and impossible screens', () => {
    const columns = visitorColumns(
      {
        userAgent: 'x'.repeat(5000),
        platform: 'Linux\u0000\nx86',
        screen: { width: 1280, height: -5, color_depth: 24, pixel_depth: 1e9 },
      },
      { detailsRequired: false },
    );
    expect(columns.user_agent).toHaveLength(512);
    expect(columns.platform).toBe('Linux  x86');
    expect(columns.screen).toEqual({ width: 1280, color_depth: 24 });
  });
});
