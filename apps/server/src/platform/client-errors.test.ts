import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { GENERIC_ERROR_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/**
 * What Node's HTTP parser refuses before Fastify routes anything leaves in the one error shape.
 * `inject` bypasses the parser, so these go to a listening server over a raw socket.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends raw bytes and reads until the server closes: the status, the headers and the body. */
function rawRequest(data: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      // The server closes after its answer; a reset after a complete answer is fine.
      if (chunks.length) socket.emit('close');
      else reject(error);
    });
    socket.once('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body });
    });
    socket.write(data);
  });
}

describe('errors raised before routing', () => {
  it('a 17,000-character address is 431 in the one shape', async () => {
    const res = await rawRequest(
      `GET /api/courses?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      error: 'header_fields_too_large',
      message: GENERIC_ERROR_MESSAGES.headerFieldsTooLarge,
    });
  });

  it('headers past the limit are 431 too', async () => {
    const res = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).error).toBe('header_fields_too_large');
  });

  it('a malformed request line is 400 in the one shape', async () => {
    for (const line of ['NOT A REQUEST\r\n\r\n', 'GET /api/health HTTP/9.9\r\nHost: localhost\r\n\r\n']) {
      const res = await rawRequest(line);
      expect(res.status, line).toBe(400);
      expect(JSON.parse(res.body), line).toEqual({
        error: 'bad_request',
        message: GENERIC_ERROR_MESSAGES.badRequest,
      });
    }
  });

  it('chunk extensions past the limit are 413 in the one shape', async () => {
    const res = await rawRequest(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Transfer-Encoding: chunked\r\n\r\n2;x=${'c'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      error: 'payload_too_large',
      message: GENERIC_ERROR_MESSAGES.payloadTooLarge,
    });
  });

  it('an ordinary request on the same server still answers', async () => {
    const res = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
