// The Fastify application, built from its services so tests can build as many as they like.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerApiDocs } from './http/apiDocs';
import { installCacheHeaders } from './http/cacheHeaders';
import { installErrorHandling } from './http/errorHandling';
import { installPublicAnswerCopies } from './http/publicAnswerCopies';
import type { Services } from './http/handler';
import { loggerOptions, type LogStream } from './http/logging';
import { registerEndpoints } from './http/registerEndpoints';
import { answerRequestIds, requestIdReader } from './http/requestIds';
import { installSecurityHeaders } from './http/securityHeaders';
import { handlers } from './handlers';
import { measureRequests } from './metrics/requestMetrics';

export async function buildApp(
  services: Services,
  { logStream }: { logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(services.config.logLevel, logStream),
    trustProxy: services.config.trustProxy,
    bodyLimit: 100 * 1024,
    genReqId: requestIdReader(services.config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  answerRequestIds(app);
  measureRequests(app, services.metrics.requestDuration);

  await installSecurityHeaders(app);
  // Before the cache headers: a copy is kept of the body they may turn into a 304.
  installPublicAnswerCopies(app, services.config.publicAnswerCopyMs);
  installCacheHeaders(app);
  if (services.config.apiDocs) await registerApiDocs(app);

  registerEndpoints(app, handlers, services);
  return app;
}
