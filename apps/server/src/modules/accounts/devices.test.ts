import { ACCOUNT_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { describeUserAgent } from './devices.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let t: TestApp;
let email: string;

interface Login {
  token: string;
  rt: string;
}

async function login(userAgent: string, who = email): Promise<Login> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: who, password: DEFAULT_TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().accessToken, rt: res.cookies.find((c) => c.name === 'rt')!.value };
}

const refresh = (rt: string, userAgent = CHROME_WINDOWS) =>
  t.request({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { rt },
    headers: { 'user-agent': userAgent },
  });

async function devices(token: string) {
  const res = await t.request({ method: 'GET', url: '/api/me/devices', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().devices as { id: string; name: string; current: boolean; signedInAt: string }[];
}

beforeAll(async () => {
  t = await buildTestApp();
  email = (await createUser(t.db, { name: 'Dev Ices' })).email;
});
afterAll(() => t.close());

describe('signed-in devices', () => {
  it('names each sign-in by its browser and system, and marks this device', async () => {
    const chrome = await login(CHROME_WINDOWS);
    const safari = await login(SAFARI_IOS);
    const fromChrome = await devices(chrome.token);
    expect(fromChrome.map((d) => d.name).sort()).toEqual(['Chrome on Windows', 'Safari on iOS']);
    expect(fromChrome.find((d) => d.current)?.name).toBe('Chrome on Windows');
    expect(fromChrome.filter((d) => d.current)).toHaveLength(1);
    const fromSafari = await devices(safari.token);
    expect(fromSafari.find((d) => d.current)?.name).toBe('Safari on iOS');
  });

  it('keeps the mark and the first use across refreshes (a refresh is a use, not a new device)', async () => {
    const firefox = await login(FIREFOX_LINUX);
    const before = (await devices(firefox.token)).find((d) => d.current)!;
    const res = await refresh(firefox.rt, FIREFOX_LINUX);
    expect(res.statusCode, res.body).toBe(200);
    const after = await devices(res.json().accessToken);
    const current = after.find((d) => d.current)!;
    expect(current.id).toBe(before.id);
    expect(current.name).toBe('Firefox on Linux');
    expect(current.signedInAt).toBe(before.signedInAt);
    expect(after.filter((d) => d.name === 'Firefox on Linux')).toHaveLength(1);
  });

  it('signs one device out: only its refresh fails, the others go on', async () => {
    const chrome = await login(CHROME_WINDOWS);
    const safari = await login(SAFARI_IOS);
    const mineFromSafari = (await devices(safari.token)).find((d) => d.current)!;
    expect(mineFromSafari.name).toBe('Safari on iOS');
    const out = await t.request({
      method: 'DELETE',
      url: `/api/me/devices/${mineFromSafari.id}`,
      token: chrome.token,
    });
    expect(out.statusCode, out.body).toBe(204);
    expect((await devices(chrome.token)).map((d) => d.id)).not.toContain(mineFromSafari.id);
    expect((await refresh(safari.rt, SAFARI_IOS)).statusCode).toBe(401);
    expect((await refresh(chrome.rt)).statusCode).toBe(200);
  });

  it('answers 404 for a device that is not the caller’s, and 401 to a guest', async () => {
    const stranger = await createUser(t.db, { name: 'Other Person' });
    const theirs = await login(CHROME_WINDOWS, stranger.email);
    const theirId = (await devices(theirs.token))[0]!.id;
    const mine = await login(CHROME_WINDOWS);
    const res = await t.request({ method: 'DELETE', url: `/api/me/devices/${theirId}`, token: mine.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.deviceNotFound);
    expect((await refresh(theirs.rt)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/me/devices/${theirId}` })).statusCode).toBe(401);
    const bad = await t.request({ method: 'DELETE', url: '/api/me/devices/not-a-uuid', token: mine.token });
    expect(bad.statusCode).toBe(404);
  });

  it('reads an unknown or missing User-Agent as an unknown browser', () => {
    expect(describeUserAgent(null).name).toBe('Unknown browser on unknown system');
    expect(describeUserAgent('curl/8.5.0').os).toBeNull();
  });
});
