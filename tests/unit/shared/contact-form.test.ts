import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../../build/paths';
import {
  autoReplyParams,
  checkContactMessage,
  CONTACT_LIMITS,
  isHoneypotHit,
  providerParams,
} from '../../../shared/contact-form';

const valid = {
  name: 'Ana Horvat',
  email: 'ana@example.com',
  subject: 'Pretplata',
  message: 'Zanima me Premium paket.',
};

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

  it.each(['ana', 'ana@', '@example.com', 'ana @example.com', 'ana@exa mple.com', 'ana@-example.com'])(
    'rejects the e-mail address %j',
    (email) => {
      expect(checkContactMessage({ ...valid, email })).toEqual({ ok: false, problems: { email: 'email' } });
    },
  );

  it.each(['a@b', 'ana.horvat+iptv@mail.example.co.uk'])(
    'accepts the e-mail address %j as the browser does',
    (email) => {
      expect(checkContactMessage({ ...valid, email }).ok).toBe(true);
    },
  );

  it('enforces the limits of decisions.md: name 100, e-mail 254, subject 150, message 5000', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, subject: 150, message: 5000 });
    const atLimit = {
      name: 'n'.repeat(100),
      email: `${'e'.repeat(242)}@example.com`,
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
    };
    expect(checkContactMessage(atLimit).ok).toBe(true);
    const overLimit = {
      name: 'n'.repeat(101),
      email: `${'e'.repeat(243)}@example.com`,
      subject: 's'.repeat(151),
      message: 'm'.repeat(5001),
    };
    expect(checkContactMessage(overLimit)).toEqual({
      ok: false,
      problems: { name: 'tooLong', email: 'tooLong', subject: 'tooLong', message: 'tooLong' },
    });
  });

  it('treats any value in the honeypot as a bot', () => {
    expect([isHoneypotHit(''), isHoneypotHit(null), isHoneypotHit('  '), isHoneypotHit('http://spam.example')]).toEqual(
      [false, false, false, true],
    );
  });

  it('builds the params of call 3 (to the provider) without a recipient, and of call 4 (the auto-reply) with the name and address only', () => {
    expect(providerParams(valid)).toEqual({
      from_name: 'Ana Horvat',
      from_email: 'ana@example.com',
      reply_to: 'ana@example.com',
      subject: 'Pretplata',
      message: 'Zanima me Premium paket.',
    });
    expect(autoReplyParams(valid)).toEqual({ to_name: 'Ana Horvat', user_email: 'ana@example.com' });
  });
});

/** A mail template of content/mail/: `Field: value` settings, a blank line, the text; `#` lines are notes. */
function readMailTemplate(name: string): { fields: Record<string, string>; text: string; placeholders: string[] } {
  const source = readFileSync(path.join(projectRoot, 'content/mail', name), 'utf8');
  const lines = source.split('\n').filter((line) => !line.startsWith('#'));
  const blank = lines.indexOf('');
  const fields = Object.fromEntries(
    lines.slice(0, blank).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return {
    fields,
    text: lines.slice(blank + 1).join('\n'),
    placeholders: [...new Set([...lines.join('\n').matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]!))].sort(),
  };
}

describe('the two EmailJS templates kept in content/mail/', () => {
  const site = parse(readFileSync(path.join(projectRoot, 'content/site.yaml'), 'utf8')) as {
    contact: { email: string };
  };
  const toProvider = readMailTemplate('to-provider.txt');
  const autoReply = readMailTemplate('auto-reply.txt');

  it('use escaping {{double}} placeholders only, never {{{raw}}} HTML', () => {
    for (const name of ['to-provider.txt', 'auto-reply.txt'])
      expect(readFileSync(path.join(projectRoot, 'content/mail', name), 'utf8')).not.toMatch(/\{\{\{|\}\}\}/);
  });

  it('the message to us goes to the address in content/site.yaml, fixed in the template, and reads only the params the form sends', () => {
    expect(toProvider.fields['To Email']).toBe(site.contact.email);
    expect(toProvider.fields['Reply To']).toBe('{{reply_to}}');
    expect(toProvider.placeholders.filter((name) => !(name in providerParams(valid)))).toEqual([]);
  });

  it('the auto-reply is fixed text that names the visitor and goes to their address, and nothing they wrote', () => {
    expect(autoReply.placeholders).toEqual(['to_name', 'user_email']);
    expect(autoReply.fields['To Email']).toBe('{{user_email}}');
    expect(autoReply.fields['Reply To']).toBe(site.contact.email);
    expect(autoReply.text).toContain('{{to_name}}');
    expect(autoReply.text).not.toContain('{{user_email}}');
  });
});
