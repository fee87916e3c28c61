import { writeFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdFor } from '../platform/openapi.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

let t: TestApp;
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document, for client generators', () => {
  it('derives operation ids from the method and the path', () => {
    expect(operationIdFor('GET', '/api/instructor/courses/:id')).toBe('getInstructorCoursesById');
    expect(operationIdFor('POST', '/api/learn/courses/:slug/lessons/:lessonId/progress')).toBe(
      'postLearnCoursesBySlugLessonsByLessonIdProgress',
    );
    expect(operationIdFor('GET', '/api/me/instructor/application')).toBe('getMeInstructorApplication');
  });

  it('gives every operation a unique camelCase operationId', () => {
    const ids = operations.map((o) => o.operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the security of every operation, public ones with an empty list', () => {
    for (const { method, path, operation } of operations) {
      expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
    }
    const health = document.paths['/api/health']?.get;
    expect(health?.security).toEqual([]);
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('lists the error answers the platform can give for each operation', () => {
    for (const { method, path, operation } of operations) {
      const statuses = Object.keys(operation.responses ?? {});
      const where = `${method} ${path}`;
      if (operation.parameters?.length || operation.requestBody) expect(statuses, where).toContain('400');
      if (operation.security?.length) expect(statuses, where).toContain('401');
      if (path.includes('{')) expect(statuses, where).toEqual(expect.arrayContaining(['404', '414']));
      if (operation.requestBody) expect(statuses, where).toEqual(expect.arrayContaining(['413', '415']));
    }
    // The health check is not rate-limited; everything else under /api is.
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).not.toContain('429');
    expect(Object.keys(document.paths['/api/courses']?.get?.responses ?? {})).toContain('429');
  });

  it('keeps only the components that operations use', () => {
    const text = JSON.stringify(document.paths);
    const schemas = document.components?.schemas ?? {};
    const referenced = (name: string) =>
      text.includes(`"#/components/schemas/${name}"`) ||
      Object.entries(schemas).some(
        ([other, schema]) =>
          other !== name && JSON.stringify(schema).includes(`"#/components/schemas/${name}"`),
      );
    expect(Object.keys(schemas).filter((name) => !referenced(name))).toEqual([]);
  });

  it('serves the browsable reference at /api/docs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('passes redocly lint with the recommended rules without errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const describe = (p: (typeof problems)[number]) =>
      `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`;
    const warnings = problems.filter((p) => p.severity !== 'error').map(describe);
    if (process.env.OPENAPI_LINT_REPORT) writeFileSync(process.env.OPENAPI_LINT_REPORT, warnings.join('\n'));
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
  });
});
