import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmailjs, type EmailjsFixture } from '../fixtures/emailjs';

// The fake is only useful if it answers like EmailJS where the contact form depends on it.
let server: EmailjsFixture;

beforeAll(async () => {
  server = await startEmailjs({ publicKey: 'public-key' });
});

afterAll(() => server.close());

const body = {
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service',
  template_id: 'template',
  template_params: { subject: 'Pozdrav' },
};
const post = (payload: unknown, signal?: AbortSignal) =>
  fetch(`${server.origin}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal,
  });

describe('EmailJS fixture', () => {
  it('allows the browser preflight for a JSON POST from any page', async () => {
    const response = await fetch(`${server.origin}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:1',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('answers 200 OK and records the send; then the queued error; rejects a wrong key without recording', async () => {
    server.sends.length = 0;
    const ok = await post(body);
    expect([ok.status, await ok.text()]).toEqual([200, 'OK']);
    server.answers.push({ kind: 'error', status: 422, text: 'The recipients address is empty' });
    const failed = await post(body);
    expect([failed.status, await failed.text()]).toEqual([422, 'The recipients address is empty']);
    const wrongKey = await post({ ...body, user_id: 'other' });
    expect(wrongKey.status).toBe(400);
    expect(server.sends.map((s) => s.body)).toEqual([body, body]);
  });

  it('can hang or drop the connection', async () => {
    server.answers.push({ kind: 'drop' }, { kind: 'hang' });
    await expect(post(body)).rejects.toThrow();
    await expect(post(body, AbortSignal.timeout(300))).rejects.toThrow(/timeout|abort/i);
  });
});
