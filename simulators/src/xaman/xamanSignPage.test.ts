import { DEMO_XAMAN_ADDRESS, DEMO_XAMAN_SEED } from './demoAccount';
import { startTestXaman, type TestXaman } from './xamanTestKit';

const RETURN_URL = 'http://localhost:8080/wallet?xaman_payload={id}&journey=connect';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let xaman: TestXaman;

beforeEach(async () => {
  xaman = await startTestXaman();
});

afterEach(() => xaman.close());

async function createSignIn(returnUrl: string | null = RETURN_URL): Promise<string> {
  const created = await xaman.sdk.payload.create(
    {
      txjson: { TransactionType: 'SignIn' },
      ...(returnUrl ? { options: { return_url: { web: returnUrl } } } : {}),
    },
    true,
  );
  return created!.uuid;
}

function submitForm(path: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(`${xaman.simulator.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('Xaman stand-in: QR code', () => {
  it('serves a PNG for the payload and 404 for an unknown one', async () => {
    const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    const response = await fetch(created!.refs.qr_png);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(500);

    const missing = await fetch(
      `${xaman.simulator.url}/sign/00000000-0000-4000-8000-000000000000_q.png`,
    );
    expect(missing.status).toBe(404);
  });
});

describe('Xaman stand-in: sign page', () => {
  it('shows what is asked with everything from the request escaped, and tells watchers it was opened', async () => {
    const created = await xaman.sdk.payload.create(
      {
        txjson: {
          TransactionType: 'Payment',
          Destination: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
          Amount: '1000000',
          Memos: [{ Memo: { MemoData: '3C7363726970743E' } }],
        },
        custom_meta: { instruction: 'Register <script>alert("x")</script> & vote' },
        options: { force_network: '<b>TESTNET</b>' },
      },
      true,
    );
    const watcher = await xaman.watch(created!.uuid);

    const response = await fetch(created!.next.always);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<title>Xaman (local stand-in)</title>');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>TESTNET');
    expect(page).toContain('Register &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; vote');
    expect(page).toContain('&lt;b&gt;TESTNET&lt;/b&gt;');
    expect(page).toContain('<strong>Payment</strong>');
    expect(page).toContain('XRP Ledger testnet');
    expect(page).toContain(DEMO_XAMAN_ADDRESS);
    expect(page).toContain(DEMO_XAMAN_SEED);
    expect(page).toContain(`action="/sign/${created!.uuid}/approve"`);
    expect(page).toContain(`formaction="/sign/${created!.uuid}/reject"`);

    expect(await watcher.next((message) => 'opened' in message)).toEqual({ opened: true });
  });

  it('approves through the form and sends the browser to the return URL with {id} filled in', async () => {
    const uuid = await createSignIn();
    await fetch(`${xaman.simulator.url}/sign/${uuid}`);

    const response = await submitForm(`/sign/${uuid}/approve`, { seed: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:8080/wallet?xaman_payload=${uuid}&journey=connect`,
    );
    const payload = await xaman.sdk.payload.get(uuid, true);
    expect(payload!.meta).toMatchObject({ signed: true, resolved: true });
    expect(payload!.response.account).toBe(DEMO_XAMAN_ADDRESS);

    const page = await (await fetch(`${xaman.simulator.url}/sign/${uuid}`)).text();
    expect(page).toContain('Signed, you can close this page');
    expect(page).not.toContain('<form');
  });

  it('signs as another seed typed into the form', async () => {
    const uuid = await createSignIn();
    const otherSeed = 'sEdTM1uX8pu2do5XvTnutH6HsouMaM2';
    expect((await submitForm(`/sign/${uuid}/approve`, { seed: ` ${otherSeed} ` })).status).toBe(
      303,
    );
    const payload = await xaman.sdk.payload.get(uuid, true);
    expect(payload!.response.account).not.toBe(DEMO_XAMAN_ADDRESS);
    expect(payload!.response.account).toMatch(/^r/);
  });

  it('rejects through the form and also sends the browser back', async () => {
    const uuid = await createSignIn();
    const response = await submitForm(`/sign/${uuid}/reject`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`xaman_payload=${uuid}`);
    expect((await xaman.sdk.payload.get(uuid, true))!.meta).toMatchObject({
      signed: false,
      cancelled: true,
    });
  });

  it('goes back to the page, saying "Signed, you can close this page", without a return URL', async () => {
    const uuid = await createSignIn(null);
    const response = await submitForm(`/sign/${uuid}/approve`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${xaman.simulator.url}/sign/${uuid}`);
    const page = await (await fetch(response.headers.get('location')!)).text();
    expect(page).toContain('Signed, you can close this page');
  });

  it('shows why a seed cannot sign and leaves the payload pending', async () => {
    const uuid = await createSignIn();
    const response = await submitForm(`/sign/${uuid}/approve`, { seed: '<not a seed>' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('That is not a valid family seed');
    expect(page).toContain('<form');
    expect((await xaman.sdk.payload.get(uuid, true))!.meta.resolved).toBe(false);
  });

  it('refuses a second answer', async () => {
    const uuid = await createSignIn();
    await submitForm(`/sign/${uuid}/approve`);
    const again = await submitForm(`/sign/${uuid}/reject`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This request is already signed');
  });

  it('shows an expired request without buttons, and does not open it', async () => {
    const uuid = await createSignIn();
    await xaman.control(`/payloads/${uuid}/expire`);
    const page = await (await fetch(`${xaman.simulator.url}/sign/${uuid}`)).text();
    expect(page).toContain('This request has expired');
    expect(page).not.toContain('<form');
    expect((await xaman.sdk.payload.get(uuid, true))!.meta.app_opened).toBe(false);
  });

  it('answers an unknown request with 404', async () => {
    const response = await fetch(`${xaman.simulator.url}/sign/not-a-payload`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('There is no sign request not-a-payload');
  });

  it('lists the requests on its front page', async () => {
    const uuid = await createSignIn();
    const page = await (await fetch(`${xaman.simulator.url}/`)).text();
    expect(page).toContain(`<a href="/sign/${uuid}">SignIn</a> · pending`);
  });
});
