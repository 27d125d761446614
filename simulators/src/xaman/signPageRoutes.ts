// What people and browsers open: the sign page, its Approve and Reject, and the QR code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toBuffer as qrCodePng } from 'qrcode';
import { DEMO_XAMAN_SEED } from './demoAccount';
import { readForm, sendHtml, sendRedirect } from '../http';
import { describeNetwork } from './networks';
import { PayloadStateError, type PayloadStore, type StoredPayload } from './payloadStore';
import { returnUrlsOf } from './returnUrl';
import { renderMissingPage, renderSignPage } from './signPage';
import { SigningError } from './signTransaction';
import { signPageUrl, type XamanSite } from './xamanResponses';

/** A payload's uuid in a path: what comes before "_q.png" in its QR code's. */
const UUID = ':uuid(^[^_]+)';

type PayloadRequest = FastifyRequest<{ Params: { uuid: string } }>;

interface SignPageRouteOptions {
  store: PayloadStore;
  site: XamanSite;
  /** The network a signature from the page is reported for. */
  networkId: number;
}

export async function signPageRoutes(
  app: FastifyInstance,
  { store, site, networkId }: SignPageRouteOptions,
) {
  app.get(`/sign/${UUID}_q.png`, async (request: PayloadRequest, reply) => {
    const { uuid } = request.params;
    if (!store.find(uuid)) return sendHtml(reply, 404, renderMissingPage(uuid));
    const png = await qrCodePng(signPageUrl(site, uuid), { type: 'png', width: 400, margin: 2 });
    return reply.type('image/png').send(png);
  });

  app.get(`/sign/${UUID}`, (request: PayloadRequest, reply) => {
    const payload = store.find(request.params.uuid);
    if (!payload) return sendHtml(reply, 404, renderMissingPage(request.params.uuid));
    const state = store.stateOf(payload);
    if (state === 'pending' || state === 'opened') store.open(payload);
    return showPage(reply, payload);
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/sign/${UUID}/${decision}`, (request: PayloadRequest, reply) => {
      const payload = store.find(request.params.uuid);
      if (!payload) return sendHtml(reply, 404, renderMissingPage(request.params.uuid));
      return decide(reply, payload, decision, readForm(request).get('seed')?.trim() ?? '');
    });
  }

  function showPage(
    reply: FastifyReply,
    payload: StoredPayload,
    status = 200,
    problem?: string,
  ): FastifyReply {
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
    return sendHtml(reply, status, html);
  }

  async function decide(
    reply: FastifyReply,
    payload: StoredPayload,
    decision: 'approve' | 'reject',
    seed: string,
  ): Promise<FastifyReply> {
    try {
      if (decision === 'approve') {
        await store.approve(payload, { seed: seed || DEMO_XAMAN_SEED, networkId });
      } else {
        store.reject(payload);
      }
    } catch (error) {
      if (!(error instanceof PayloadStateError || error instanceof SigningError)) throw error;
      return showPage(reply, payload, error instanceof SigningError ? 400 : 409, error.message);
    }
    // Xaman sends the browser back to the app after either answer.
    const { web, app: inApp } = returnUrlsOf(payload);
    const returnUrl = web ?? inApp;
    // Without one, back to the page (now saying how it ended), so a reload does not post again.
    return sendRedirect(
      reply,
      returnUrl ? new URL(returnUrl, site.publicUrl).href : signPageUrl(site, payload.uuid),
    );
  }
}
