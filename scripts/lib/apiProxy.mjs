import { request as httpRequest } from 'node:http';
import { sendJson } from './staticServer.mjs';

/**
 * Passes a request on to the API unchanged (streamed both ways), the way the production
 * load balancer does. The client's address goes along in X-Forwarded-For for the rate limits.
 */
export function proxyToApi(apiUrl, request, response) {
  const target = new URL(request.url, apiUrl);
  return new Promise((resolve) => {
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = httpRequest(
      target,
      {
        method: request.method,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('end', resolve);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) sendJson(response, 502, { message: 'The API is not reachable' });
      resolve();
    });
    request.pipe(upstream);
  });
}
