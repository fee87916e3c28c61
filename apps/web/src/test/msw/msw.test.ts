import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../lib/api-client';
import { testUser } from '../render';
import { answer, apiError, deferred, recordRequests, signedInAs } from '.';

describe('the mock API', () => {
  it('answers a declared request with JSON and records what it received', async () => {
    const save = answer('POST', '/api/things/:id', ({ params, body }) => ({ id: params.id, body }), {
      status: 201,
    });
    await expect(apiRequest('/things/7', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({
      id: '7',
      body: { name: 'x' },
    });
    expect(save.requests).toHaveLength(1);
    expect(save.requests[0]).toMatchObject({ method: 'POST', path: '/api/things/7', body: { name: 'x' } });
  });

  it('sends errors in the API shape, which the client reads', async () => {
    answer('POST', '/api/things', () => apiError(400, 'validation_failed', 'Check.', { name: 'Too long.' }));
    const error = await apiRequest('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Check.', fields: { name: 'Too long.' } });
  });

  it('answers the session bootstrap as a guest, or as the user given', async () => {
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    signedInAs(testUser({ name: 'Nia' }));
    await expect(apiRequest('/auth/me')).resolves.toMatchObject({ user: { name: 'Nia' } });
  });

  it('holds an answer until the test releases it, and lists every request', async () => {
    const seen = recordRequests();
    const gate = deferred();
    answer('GET', '/api/slow', async () => {
      await gate.promise;
      return { done: true };
    });
    const pending = apiRequest('/slow', { query: { page: 2 } });
    gate.release();
    await expect(pending).resolves.toEqual({ done: true });
    expect(seen).toEqual(['GET /api/slow?page=2']);
  });

  it('steps aside while a test stubs fetch by hand', async () => {
    const stub = vi.fn(async () => new Response(JSON.stringify({ stubbed: true })));
    vi.stubGlobal('fetch', stub);
    await expect(apiRequest('/anything')).resolves.toEqual({ stubbed: true });
    expect(stub).toHaveBeenCalledOnce();
  });
});
