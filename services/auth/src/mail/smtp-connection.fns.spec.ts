import { describe, expect, it } from 'vitest';
import { smtpConfigured, smtpConnection } from './smtp-connection.fns.js';

const hostGroup = { url: '', host: 'mail.example.com', port: 2525, secure: false, user: '', pass: '' };

describe('smtpConnection', () => {
  it('takes host, port, TLS and login from SMTP_URL, decoding the password', () => {
    expect(smtpConnection({ ...hostGroup, url: 'smtps://ops%40shop.in:p%40ss%2Fw0rd@smtp.shop.in' })).toEqual(
      {
        host: 'smtp.shop.in',
        port: 465,
        secure: true,
        auth: { user: 'ops@shop.in', pass: 'p@ss/w0rd' },
      },
    );
    expect(smtpConnection({ ...hostGroup, url: 'smtp://127.0.0.1:2526' })).toEqual({
      host: '127.0.0.1',
      port: 2526,
      secure: false,
    });
    expect(smtpConnection({ ...hostGroup, url: 'smtp://[::1]' })).toMatchObject({ host: '::1', port: 587 });
  });

  it('uses the SMTP_HOST group when no URL is set, logging in only with a user', () => {
    expect(smtpConnection(hostGroup)).toEqual({ host: 'mail.example.com', port: 2525, secure: false });
    expect(smtpConnection({ ...hostGroup, secure: true, user: 'u', pass: 'p' })).toEqual({
      host: 'mail.example.com',
      port: 2525,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    });
  });

  it('counts as configured with either a URL or a host', () => {
    expect(smtpConfigured({ url: '', host: '' })).toBe(false);
    expect(smtpConfigured({ url: 'smtp://a', host: '' })).toBe(true);
    expect(smtpConfigured({ url: '', host: 'a' })).toBe(true);
  });
});
