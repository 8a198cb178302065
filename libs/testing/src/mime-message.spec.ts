import { describe, expect, it } from 'vitest';
import { parseMail } from './mime-message.js';

describe('parseMail', () => {
  it('reads the subject and both parts of a multipart message, quoted-printable and base64', () => {
    const raw = [
      'Subject: =?UTF-8?Q?Caf=C3=A9_80_%?=',
      'Content-Type: multipart/alternative;',
      ' boundary="--b1"',
      '',
      '----b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Used 80 % =E2=80=94 a long line that wraps=',
      ' here',
      '----b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Used 80 %</p>').toString('base64'),
      '----b1--',
      '',
    ].join('\r\n');
    expect(parseMail(raw)).toMatchObject({
      subject: 'Café 80 %',
      text: 'Used 80 % — a long line that wraps here',
      html: '<p>Used 80 %</p>',
    });
  });
});
