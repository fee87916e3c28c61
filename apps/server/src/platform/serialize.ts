import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { type ZodType, z } from 'zod';

/**
 * A route-level serializer for hot list endpoints: the response schema (the same Zod schema the API
 * documents) compiled once to a fast-json-stringify function. Only the schema's properties are written,
 * so nothing undeclared leaves the server; unlike the default serializer it does not re-validate every
 * response, which the service's typed mapping already guarantees.
 */
export const compiledSerializer: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(
    z.toJSONSchema(schema as ZodType, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0],
  );
