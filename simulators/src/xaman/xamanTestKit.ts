// Shared by the stand-in's tests: start it on a free port and talk to it as the API and a browser would.
import WebSocket from 'ws';
import { XummSdk } from 'xumm-sdk';
import {
  startXamanSimulator,
  type XamanSimulator,
  type XamanSimulatorOptions,
} from './startXamanSimulator';
import { DEFAULT_XAMAN_API_KEY, DEFAULT_XAMAN_API_SECRET } from './xamanDefaults';

export type StatusMessage = Record<string, unknown>;

export interface TestXaman {
  simulator: XamanSimulator;
  sdk: XummSdk;
  /** POST to a control endpoint under /__simulator/, answering status and JSON. */
  control(path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** A raw connection to a payload's status websocket, collecting what it sends. */
  watch(uuid: string): Promise<StatusWatcher>;
  close(): Promise<void>;
}

export interface StatusWatcher {
  messages: StatusMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next(matches: (message: StatusMessage) => boolean): Promise<StatusMessage>;
  closed: Promise<{ code: number; reason: string }>;
  socket: WebSocket;
}

export async function startTestXaman(
  options: Partial<XamanSimulatorOptions> = {},
): Promise<TestXaman> {
  const simulator = await startXamanSimulator({ port: 0, ...options });
  const sdk = new XummSdk(DEFAULT_XAMAN_API_KEY, DEFAULT_XAMAN_API_SECRET);
  sdk.setEndpoint(simulator.url);
  const sockets: WebSocket[] = [];

  return {
    simulator,
    sdk,
    async control(path, body) {
      const response = await fetch(`${simulator.url}/__simulator${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async watch(uuid) {
      const watcher = await watchStatus(`${simulator.url.replace(/^http/, 'ws')}/sign/${uuid}`);
      sockets.push(watcher.socket);
      return watcher;
    },
    async close() {
      for (const socket of sockets) socket.terminate();
      await simulator.close();
    },
  };
}

/** Connects and waits for the first message, so later events cannot be missed. */
export function watchStatus(url: string): Promise<StatusWatcher> {
  const socket = new WebSocket(url);
  const messages: StatusMessage[] = [];
  const waiting = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as StatusMessage);
    for (const check of waiting) check();
  });

  function next(matches: (message: StatusMessage) => boolean): Promise<StatusMessage> {
    return new Promise((resolve) => {
      const check = () => {
        const found = messages.find(matches);
        if (found) {
          waiting.delete(check);
          resolve(found);
        }
      };
      waiting.add(check);
      check();
    });
  }

  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    const watcher = { messages, next, closed, socket };
    void next(() => true).then(() => resolve(watcher));
  });
}

/** xumm-sdk logs every subscription it opens; keep test output to what matters. */
export function silenceSdkLogs(): void {
  jest.spyOn(console, 'log').mockImplementation(() => {});
}
