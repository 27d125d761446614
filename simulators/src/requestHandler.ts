// Sends each request to the route that answers it, and turns failures into answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestError, requestPath, sendJson, type Route } from './http';

/** `standInName` names the stand-in in its console and in 500 answers, e.g. "Xaman stand-in". */
export function createRequestHandler(
  standInName: string,
  routes: Route[],
): (request: IncomingMessage, response: ServerResponse) => void {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = requestPath(request);
    response.setHeader('Cache-Control', 'no-store');
    for (const route of routes) {
      if (await route(request, response, path)) return;
    }
    sendJson(response, 404, { message: `Not found: ${path}` });
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
      } else if (error instanceof RequestError) {
        sendJson(response, error.status, { message: error.message });
      } else {
        console.error(`${standInName}: ${error instanceof Error ? error.stack : String(error)}`);
        sendJson(response, 500, { message: `The ${standInName} failed; see its console` });
      }
    });
  };
}
