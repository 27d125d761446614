// The payload status websocket at /sign/<uuid>: tells browsers and xumm-sdk when a payload is
// opened, resolved or expires.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { normalisedPath, targetUrl } from '../http';
import type { PayloadEvent, PayloadStore, StoredPayload } from './payloadStore';
import {
  EXPIRED_MESSAGE,
  KEEPALIVE_ANSWER,
  OPENED_MESSAGE,
  expiresInMessage,
  resolvedMessage,
  welcomeMessage,
} from './statusMessages';

/** Xaman repeats the remaining time every 15 seconds as a keepalive. */
export const EXPIRES_IN_INTERVAL_MS = 15_000;

const STATUS_PATH = /^\/sign\/([^/]+)$/;

export interface StatusSocket {
  close(): void;
}

interface StatusSocketOptions {
  server: Server;
  store: PayloadStore;
  now?: () => Date;
  expiresInIntervalMs?: number;
}

export function attachStatusSocket({
  server,
  store,
  now = () => new Date(),
  expiresInIntervalMs = EXPIRES_IN_INTERVAL_MS,
}: StatusSocketOptions): StatusSocket {
  const sockets = new WebSocketServer({ noServer: true });
  const watchers = new Map<string, Set<WebSocket>>();

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Node hands an upgraded socket over without an error listener: a client resetting the
    // connection would otherwise end the process.
    socket.on('error', () => socket.destroy());
    const url = targetUrl(request.url);
    if (!url) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    const uuid = STATUS_PATH.exec(normalisedPath(url))?.[1];
    if (uuid === undefined) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => watch(client, uuid));
  }

  function watch(client: WebSocket, uuid: string): void {
    // A client that breaks the protocol (an unmasked frame, say) is dropped by ws, which reports
    // it here; unheard, the error would end the process.
    client.on('error', (error) =>
      console.error(`Xaman stand-in: websocket ${uuid}: ${error.message}`),
    );
    const payload = store.find(uuid);
    if (!payload) {
      send(client, { message: `No payload ${uuid}` });
      client.close(1000, 'Payload not found');
      return;
    }
    send(client, welcomeMessage(uuid));
    const expiresIn = startExpiresIn(client, payload);

    let clients = watchers.get(uuid);
    if (!clients) watchers.set(uuid, (clients = new Set()));
    clients.add(client);

    client.on('message', (data) => {
      if (isPing(data.toString())) send(client, KEEPALIVE_ANSWER);
    });
    client.on('close', () => {
      clearInterval(expiresIn);
      clients.delete(client);
      if (clients.size === 0) watchers.delete(uuid);
    });
  }

  function startExpiresIn(client: WebSocket, payload: StoredPayload): NodeJS.Timeout | undefined {
    if (store.isExpired(payload)) {
      send(client, EXPIRED_MESSAGE);
      return undefined;
    }
    send(client, expiresInMessage(payload, now()));
    const timer = setInterval(() => {
      if (store.isExpired(payload)) clearInterval(timer);
      else send(client, expiresInMessage(payload, now()));
    }, expiresInIntervalMs);
    return timer;
  }

  const stopListening = store.onEvent(({ type, payload }: PayloadEvent) => {
    const message =
      type === 'opened'
        ? OPENED_MESSAGE
        : type === 'expired'
          ? EXPIRED_MESSAGE
          : resolvedMessage(payload);
    for (const client of watchers.get(payload.uuid) ?? []) send(client, message);
  });

  server.on('upgrade', onUpgrade);

  return {
    close() {
      stopListening();
      server.off('upgrade', onUpgrade);
      // Clients' close events clear their timers.
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
}

function send(client: WebSocket, message: object): void {
  if (client.readyState === client.OPEN) client.send(JSON.stringify(message));
}

function isPing(text: string): boolean {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null && 'ping' in message;
  } catch {
    return false;
  }
}
