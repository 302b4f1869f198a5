import { describe, expect, it } from 'vitest';
import { autoReplyParams, checkContactMessage, CONTACT_LIMITS, isHoneypotHit, providerParams } from '../../client/contact-rules';

const valid = { name: 'Ana Horvat', email: 'ana@example.com', subject: 'Pretplata', message: 'Zanima me Premium paket.' };

describe('contact form rules', () => {
  it('accepts a complete message and trims it', () => {
    expect(checkContactMessage({ ...valid, name: '  Ana Horvat  ' })).toEqual({ ok: true, message: valid });
  });

  it('requires every field; blanks count as empty', () => {
    expect(checkContactMessage({ name: '', email: ' ', subject: '\n', message: '' })).toEqual({
      ok: false,
      problems: { name: 'required', email: 'required', subject: 'required', message: 'required' },
    });
  });

  it.each(['ana', 'ana@', '@example.com', 'ana @example.com', 'ana@exa mple.com', 'ana@-example.com'])('rejects the e-mail address %j', (email) => {
    expect(checkContactMessage({ ...valid, email })).toEqual({ ok: false, problems: { email: 'email' } });
  });

  it.each(['a@b', 'ana.horvat+iptv@mail.example.co.uk'])('accepts the e-mail address %j as the browser does', (email) => {
    expect(checkContactMessage({ ...valid, email }).ok).toBe(true);
  });

  it('enforces the limits of decisions.md: name 100, e-mail 254, subject 150, message 5000', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, subject: 150, message: 5000 });
    const atLimit = { name: 'n'.repeat(100), email: `${'e'.repeat(242)}@example.com`, subject: 's'.repeat(150), message: 'm'.repeat(5000) };
    expect(checkContactMessage(atLimit).ok).toBe(true);
    const overLimit = { name: 'n'.repeat(101), email: `${'e'.repeat(243)}@example.com`, subject: 's'.repeat(151), message: 'm'.repeat(5001) };
    expect(checkContactMessage(overLimit)).toEqual({ ok: false, problems: { name: 'tooLong', email: 'tooLong', subject: 'tooLong', message: 'tooLong' } });
  });

  it('treats any value in the honeypot as a bot', () => {
    expect([isHoneypotHit(''), isHoneypotHit(null), isHoneypotHit('  '), isHoneypotHit('http://spam.example')]).toEqual([false, false, false, true]);
  });

  it('builds the params of call 3 (to the provider) and call 4 (the auto-reply)', () => {
    expect(providerParams(valid, 'info@balkanstream.example')).toEqual({
      from_name: 'Ana Horvat',
      from_email: 'ana@example.com',
      to_email: 'info@balkanstream.example',
      reply_to: 'ana@example.com',
      subject: 'Pretplata',
      message: 'Zanima me Premium paket.',
    });
    expect(autoReplyParams(valid, 'info@balkanstream.example')).toEqual({
      to_name: 'Ana Horvat',
      reply_to: 'info@balkanstream.example',
      subject: 'Re: Pretplata',
      message: 'Zanima me Premium paket.',
      user_email: 'ana@example.com',
    });
  });
});
