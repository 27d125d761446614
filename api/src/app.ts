// The Fastify application, built from its services so tests can build as many as they like.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { installErrorHandling } from './http/errorHandling';
import type { Services } from './http/handler';
import { registerEndpoints } from './http/registerEndpoints';
import { apiLoggerOptions } from './http/requestLogging';
import { handlers } from './routes/handlers';

export async function buildApp(services: Services): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      services.config.logLevel === 'silent' ? false : apiLoggerOptions(services.config.logLevel),
    trustProxy: services.config.trustProxy,
    bodyLimit: 100 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerEndpoints(app, handlers, services);
  return app;
}
