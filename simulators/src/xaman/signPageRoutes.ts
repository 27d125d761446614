// What people and browsers open: the sign page, its Approve and Reject, and the QR code.
import type { ServerResponse } from 'node:http';
import { toBuffer as qrCodePng } from 'qrcode';
import { DEMO_XAMAN_SEED } from './demoAccount';
import { readForm, sendHtml, sendRedirect, type Route } from '../http';
import { describeNetwork } from './networks';
import { PayloadStateError, type PayloadStore, type StoredPayload } from './payloadStore';
import { returnUrlsOf } from './returnUrl';
import { renderMissingPage, renderSignPage } from './signPage';
import { SigningError } from './signTransaction';
import { signPageUrl, type XamanSite } from './xamanResponses';

const SIGN_PAGE_PATH = /^\/sign\/([^/_]+)$/;
const QR_CODE_PATH = /^\/sign\/([^/_]+)_q\.png$/;
const DECISION_PATH = /^\/sign\/([^/_]+)\/(approve|reject)$/;

interface SignPageRouteOptions {
  store: PayloadStore;
  site: XamanSite;
  /** The network a signature from the page is reported for. */
  networkId: number;
}

export function createSignPageRoute({ store, site, networkId }: SignPageRouteOptions): Route {
  function showPage(
    response: ServerResponse,
    payload: StoredPayload,
    status = 200,
    problem?: string,
  ): void {
    const { txjson, forceNetwork, customMeta } = payload.request;
    const html = renderSignPage({
      uuid: payload.uuid,
      txType: txjson.TransactionType,
      requestJson: txjson,
      networkId,
      network: describeNetwork(networkId),
      forceNetwork,
      instruction: customMeta.instruction ?? null,
      state: store.stateOf(payload),
      expiresAt: payload.expiresAt,
      problem,
    });
    sendHtml(response, status, html);
  }

  async function decide(
    response: ServerResponse,
    payload: StoredPayload,
    decision: 'approve' | 'reject',
    seed: string,
  ): Promise<void> {
    try {
      if (decision === 'approve') {
        await store.approve(payload, { seed: seed || DEMO_XAMAN_SEED, networkId });
      } else {
        store.reject(payload);
      }
    } catch (error) {
      if (!(error instanceof PayloadStateError || error instanceof SigningError)) throw error;
      return showPage(response, payload, error instanceof SigningError ? 400 : 409, error.message);
    }
    // Xaman sends the browser back to the app after either answer.
    const { web, app } = returnUrlsOf(payload);
    const returnUrl = web ?? app;
    // Without one, back to the page (now saying how it ended), so a reload does not post again.
    sendRedirect(
      response,
      returnUrl ? new URL(returnUrl, site.publicUrl).href : signPageUrl(site, payload.uuid),
    );
  }

  return async (request, response, path) => {
    const method = request.method ?? 'GET';

    const qrUuid = QR_CODE_PATH.exec(path)?.[1];
    if (qrUuid !== undefined && method === 'GET') {
      if (!store.find(qrUuid)) {
        sendHtml(response, 404, renderMissingPage(qrUuid));
        return true;
      }
      const png = await qrCodePng(signPageUrl(site, qrUuid), {
        type: 'png',
        width: 400,
        margin: 2,
      });
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(png);
      return true;
    }

    const pageUuid = SIGN_PAGE_PATH.exec(path)?.[1];
    if (pageUuid !== undefined && method === 'GET') {
      const payload = store.find(pageUuid);
      if (!payload) {
        sendHtml(response, 404, renderMissingPage(pageUuid));
        return true;
      }
      const state = store.stateOf(payload);
      if (state === 'pending' || state === 'opened') store.open(payload);
      showPage(response, payload);
      return true;
    }

    const decision = DECISION_PATH.exec(path);
    if (decision && method === 'POST') {
      const [, uuid = '', action] = decision;
      const payload = store.find(uuid);
      if (!payload) {
        sendHtml(response, 404, renderMissingPage(uuid));
        return true;
      }
      const form = await readForm(request);
      await decide(
        response,
        payload,
        action === 'approve' ? 'approve' : 'reject',
        form.get('seed')?.trim() ?? '',
      );
      return true;
    }

    return false;
  };
}
