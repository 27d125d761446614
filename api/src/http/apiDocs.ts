// The OpenAPI document generated from the contract, and its page, at /api/docs (when API_DOCS).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The page's policy, in place of the API's (which allows nothing): Swagger UI's own scripts,
 * styles (it sets some inline) and icons (data: URLs), and calls to this origin.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Glow API',
        version: '1.0.0',
        description: 'Errors are always `{ "message": "…" }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: API_DOCS_CSP,
    // No badge from validator.swagger.io: the page talks to this origin only.
    uiConfig: { validatorUrl: null },
  });
}
