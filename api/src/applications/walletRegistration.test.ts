// A contributor's wallet registration: the wallet proves it holds the address by
// signing a registration message that names the contributor, the address and a fresh challenge
// issued for this purpose and this user. A forged, replayed or borrowed proof, a voter sign-in's
// challenge or signature, another contributor's challenge or an expired one registers nothing
// (400, one message for every unusable challenge); registration never signs anyone in.
import type {
  GemWalletHash,
  WalletRegistered,
  WalletRegistrationChallenge,
  XamanCreatedPayload,
} from '@glow/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  applications,
  auditLogs,
  cohorts,
  contributors,
  sessions,
  walletChallenges,
} from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  givenApplicant,
  type ApplicantStage,
  type TestApplicant,
} from '../testing/testApplications';
import {
  crossmarkSignature,
  gemWalletSignature,
  hexOfText,
  newWallet,
  type TestWallet,
} from '../testing/testWallets';

const REGISTERED = 'wallet registered for Glow funding';
const CHALLENGE_UNUSABLE = 'The sign-in challenge is unknown, used or expired; please try again';
const SIGNATURE_INVALID = 'The wallet signature could not be verified';
const KEY_NOT_OF_ADDRESS = 'pubkey does not belong to address';
const NOT_SIGN_IN = 'This Xaman request is not a sign-in';
const ANOTHER_CONTRIBUTORS =
  'contributor already exists or update failed: this wallet is registered by another contributor';

let api: TestApi;
let cohortId: number;

beforeAll(async () => {
  api = await startTestApi();
  const [running] = await api.db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(isNull(cohorts.endsAt));
  cohortId = running!.id;
});

afterAll(() => api.close());

/** A nominated contributor whose application in the running cohort is at `stage`. */
const applicantAt = (stage: ApplicantStage = 'eligible') =>
  givenApplicant(api, cohortId, { stage });

function refused(message: string, status = 400) {
  return { status, body: { message } };
}

function registered(address: string) {
  return { status: 200, body: { message: REGISTERED, address } };
}

async function challengeFor(
  contributor: TestApplicant,
  kind: 'gemwallet' | 'crossmark',
  wallet: TestWallet,
): Promise<WalletRegistrationChallenge> {
  const response = await api.call<WalletRegistrationChallenge>(
    'POST',
    '/api/contributor/wallet/challenge',
    {
      token: contributor.token,
      body: {
        kind,
        address: wallet.address,
        ...(kind === 'gemwallet' ? { publicKey: wallet.publicKey } : {}),
      },
    },
  );
  expect(response.status).toBe(200);
  return response.body;
}

function registerWallet(contributor: TestApplicant, body: Record<string, unknown>) {
  return api.call<WalletRegistered>('POST', '/api/contributor/wallet', {
    token: contributor.token,
    body,
  });
}

/** What the page sends once GemWallet signed the registration message (its UTF-8 bytes). */
function gemWalletProof(signer: TestWallet, issued: WalletRegistrationChallenge, key = signer) {
  return {
    kind: 'gemwallet',
    challenge: issued.challenge,
    signature: gemWalletSignature(signer, issued.message),
    publicKey: key.publicKey,
  };
}

/** What the page sends once Crossmark signed the registration message's bytes (hex). */
function crossmarkProof(signer: TestWallet, issued: WalletRegistrationChallenge) {
  return {
    kind: 'crossmark',
    challenge: issued.challenge,
    signature: crossmarkSignature(signer, issued.messageHex),
    publicKey: signer.publicKey,
  };
}

async function registeredWalletOf(contributor: TestApplicant) {
  const [row] = await api.db
    .select({
      address: contributors.xrplAddress,
      kind: contributors.walletKind,
      registeredAt: contributors.walletRegisteredAt,
    })
    .from(contributors)
    .where(eq(contributors.id, contributor.contributorId));
  return row!;
}

async function auditOf(contributor: TestApplicant) {
  return api.db
    .select({ action: auditLogs.action, details: auditLogs.details })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, 'contributor'),
        eq(auditLogs.entityId, String(contributor.contributorId)),
      ),
    )
    .orderBy(auditLogs.id);
}

async function expectNothingRegistered(contributor: TestApplicant) {
  expect(await registeredWalletOf(contributor)).toEqual({
    address: null,
    kind: null,
    registeredAt: null,
  });
  expect(await auditOf(contributor)).toEqual([]);
}

/** Registration is not a sign-in: no session was ever started for the address. */
async function expectNoSessionFor(address: string) {
  const rows = await api.db.select().from(sessions).where(eq(sessions.walletAddress, address));
  expect(rows).toEqual([]);
}

let contributor: TestApplicant;
let wallet: TestWallet;

beforeEach(async () => {
  contributor = await applicantAt();
  wallet = newWallet('ed25519');
});

describe('the wallet step comes after eligibility', () => {
  it.each([
    ['documents', 409, 'previous steps must be completed first: answer the eligibility questions'],
    [
      'notEligible',
      409,
      'contributor not eligible: this application ended at the eligibility questions',
    ],
  ] as const)(
    'at %s: no challenge, no payload, no registration',
    async (stage, status, message) => {
      const early = await applicantAt(stage);
      const asked = await api.call('POST', '/api/contributor/wallet/challenge', {
        token: early.token,
        body: { kind: 'crossmark', address: wallet.address },
      });
      expect(asked).toEqual(refused(message, status));
      const payload = await api.call('POST', '/api/contributor/wallet/xaman', {
        token: early.token,
      });
      expect(payload).toEqual(refused(message, status));
      // A challenge got earlier (as if the order were skipped) does not help either.
      const issued = await challengeFor(contributor, 'crossmark', wallet);
      expect(await registerWallet(early, crossmarkProof(wallet, issued))).toEqual(
        refused(message, status),
      );
      await expectNothingRegistered(early);
    },
  );
});

describe('a proof of ownership registers the wallet', () => {
  it('GemWallet: signs the message naming the contributor, the address and the challenge', async () => {
    const issued = await challengeFor(contributor, 'gemwallet', wallet);
    expect(issued).toEqual({
      challenge: expect.stringMatching(/^[0-9A-F]{64}$/),
      message: `Glow wallet registration: I, contributor #${contributor.contributorId}, own ${wallet.address}. Challenge ${issued.challenge}`,
      messageHex: hexOfText(issued.message),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(60_000);

    expect(await registerWallet(contributor, gemWalletProof(wallet, issued))).toEqual(
      registered(wallet.address),
    );
    expect(await registeredWalletOf(contributor)).toEqual({
      address: wallet.address,
      kind: 'gemwallet',
      registeredAt: expect.any(Date),
    });
    expect(await auditOf(contributor)).toEqual([
      {
        action: 'contributor.walletRegistered',
        details: { address: wallet.address, kind: 'gemwallet' },
      },
    ]);
    await expectNoSessionFor(wallet.address);
  });

  it('Crossmark (secp256k1): signs the message bytes; its key comes with the signature', async () => {
    const secp = newWallet('ecdsa-secp256k1');
    const issued = await challengeFor(contributor, 'crossmark', secp);
    expect(await registerWallet(contributor, crossmarkProof(secp, issued))).toEqual(
      registered(secp.address),
    );
    expect(await registeredWalletOf(contributor)).toMatchObject({
      address: secp.address,
      kind: 'crossmark',
    });
    await expectNoSessionFor(secp.address);
  });

  it('the same address again changes nothing and is not audited twice', async () => {
    await registerWallet(
      contributor,
      gemWalletProof(wallet, await challengeFor(contributor, 'gemwallet', wallet)),
    );
    const first = await registeredWalletOf(contributor);
    const again = await registerWallet(
      contributor,
      gemWalletProof(wallet, await challengeFor(contributor, 'gemwallet', wallet)),
    );
    expect(again).toEqual(registered(wallet.address));
    expect(await registeredWalletOf(contributor)).toEqual(first);
    expect(await auditOf(contributor)).toHaveLength(1);
  });
});

describe('a proof that is not one registers nothing', () => {
  it('forged: another key signs the message for the address', async () => {
    const attacker = newWallet('ed25519');
    const gem = await challengeFor(contributor, 'gemwallet', wallet);
    expect(await registerWallet(contributor, gemWalletProof(attacker, gem, wallet))).toEqual(
      refused(SIGNATURE_INVALID),
    );
    const cross = await challengeFor(contributor, 'crossmark', wallet);
    expect(await registerWallet(contributor, crossmarkProof(attacker, cross))).toEqual(
      refused(SIGNATURE_INVALID),
    );
    await expectNothingRegistered(contributor);
  });

  it("another key: refused at the challenge (not the address's) and at registration (not the bound one)", async () => {
    const attacker = newWallet('ed25519');
    const asked = await api.call('POST', '/api/contributor/wallet/challenge', {
      token: contributor.token,
      body: { kind: 'gemwallet', address: wallet.address, publicKey: attacker.publicKey },
    });
    expect(asked).toEqual(refused(KEY_NOT_OF_ADDRESS));

    // The attacker's own challenge, and a proof sent with the victim's key instead of its own.
    const issued = await challengeFor(contributor, 'gemwallet', attacker);
    expect(await registerWallet(contributor, gemWalletProof(attacker, issued, wallet))).toEqual(
      refused(CHALLENGE_UNUSABLE),
    );
    await expectNothingRegistered(contributor);
  });

  it('replayed: a challenge registers once; the same proof again is refused', async () => {
    const proof = gemWalletProof(wallet, await challengeFor(contributor, 'gemwallet', wallet));
    expect(await registerWallet(contributor, proof)).toEqual(registered(wallet.address));
    expect(await registerWallet(contributor, proof)).toEqual(refused(CHALLENGE_UNUSABLE));
  });

  it('one try: a challenge is used up by a bad signature too', async () => {
    const issued = await challengeFor(contributor, 'crossmark', wallet);
    const bad = {
      ...crossmarkProof(wallet, issued),
      signature: crossmarkSignature(wallet, issued.challenge),
    };
    expect(await registerWallet(contributor, bad)).toEqual(refused(SIGNATURE_INVALID));
    expect(await registerWallet(contributor, crossmarkProof(wallet, issued))).toEqual(
      refused(CHALLENGE_UNUSABLE),
    );
  });

  it("a voter sign-in's challenge, correctly signed, does not register a wallet", async () => {
    const hash = await api.call<GemWalletHash>('GET', '/api/wallets/gemwallet/hash', {
      query: { pubkey: wallet.publicKey, address: wallet.address },
    });
    const challenge = hash.body.token;
    const message = `Glow wallet registration: I, contributor #${contributor.contributorId}, own ${wallet.address}. Challenge ${challenge}`;
    for (const signature of [
      gemWalletSignature(wallet, message),
      gemWalletSignature(wallet, challenge),
    ]) {
      expect(
        await registerWallet(contributor, {
          kind: 'gemwallet',
          challenge,
          signature,
          publicKey: wallet.publicKey,
        }),
      ).toEqual(refused(CHALLENGE_UNUSABLE));
    }
    await expectNothingRegistered(contributor);
  });

  it('a registration challenge does not sign a voter in', async () => {
    const issued = await challengeFor(contributor, 'gemwallet', wallet);
    const signIn = await api.call('POST', '/api/wallets/gemwallet/checksign', {
      body: { signature: gemWalletSignature(wallet, issued.challenge), token: issued.challenge },
    });
    expect(signIn).toEqual(refused(CHALLENGE_UNUSABLE));
    const crossIssued = await challengeFor(contributor, 'crossmark', wallet);
    const crossSignIn = await api.call('POST', '/api/wallets/crossmark/checksign', {
      body: {
        signature: crossmarkSignature(wallet, crossIssued.challenge),
        pubkey: wallet.publicKey,
        address: wallet.address,
        token: crossIssued.challenge,
      },
    });
    expect(crossSignIn).toEqual(refused(CHALLENGE_UNUSABLE));
    await expectNoSessionFor(wallet.address);
  });

  it("a voter sign-in's signature (over the bare challenge) is no proof", async () => {
    const gem = await challengeFor(contributor, 'gemwallet', wallet);
    expect(
      await registerWallet(contributor, {
        ...gemWalletProof(wallet, gem),
        signature: gemWalletSignature(wallet, gem.challenge),
      }),
    ).toEqual(refused(SIGNATURE_INVALID));
    const cross = await challengeFor(contributor, 'crossmark', wallet);
    expect(
      await registerWallet(contributor, {
        ...crossmarkProof(wallet, cross),
        signature: crossmarkSignature(wallet, cross.challenge),
      }),
    ).toEqual(refused(SIGNATURE_INVALID));
    await expectNothingRegistered(contributor);
  });

  it("another contributor's challenge is refused", async () => {
    const other = await applicantAt();
    const issued = await challengeFor(other, 'gemwallet', wallet);
    expect(await registerWallet(contributor, gemWalletProof(wallet, issued))).toEqual(
      refused(CHALLENGE_UNUSABLE),
    );
    await expectNothingRegistered(contributor);
    // It stays its own contributor's: the refusal was about whose it is.
    expect(await registerWallet(other, gemWalletProof(wallet, issued))).toEqual(
      registered(wallet.address),
    );
  });

  it('a challenge of another wallet kind is refused', async () => {
    const issued = await challengeFor(contributor, 'gemwallet', wallet);
    expect(
      await registerWallet(contributor, { ...crossmarkProof(wallet, issued), kind: 'crossmark' }),
    ).toEqual(refused(CHALLENGE_UNUSABLE));
  });

  it('an expired challenge is refused', async () => {
    const issued = await challengeFor(contributor, 'gemwallet', wallet);
    await api.db
      .update(walletChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(walletChallenges.challenge, issued.challenge));
    expect(await registerWallet(contributor, gemWalletProof(wallet, issued))).toEqual(
      refused(CHALLENGE_UNUSABLE),
    );
    await expectNothingRegistered(contributor);
  });
});

describe('Xaman', () => {
  async function registrationPayload(who: TestApplicant) {
    const response = await api.call<XamanCreatedPayload>('POST', '/api/contributor/wallet/xaman', {
      token: who.token,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  function registerXaman(who: TestApplicant, payload: { uuid: string; secret: string }) {
    return api.call<WalletRegistered>('POST', `/api/contributor/wallet/xaman/${payload.uuid}`, {
      token: who.token,
      body: { secret: payload.secret },
    });
  }

  it('registers the account that signed the registration payload, once', async () => {
    const payload = await registrationPayload(contributor);
    await api.xaman.approve(payload.uuid, { seed: wallet.seed });
    expect(await registerXaman(contributor, payload)).toEqual(registered(wallet.address));
    expect(await registeredWalletOf(contributor)).toMatchObject({
      address: wallet.address,
      kind: 'xaman',
    });
    expect(await registerXaman(contributor, payload)).toEqual(refused(CHALLENGE_UNUSABLE));
    await expectNoSessionFor(wallet.address);
  });

  it('registers with an older Xaman answer (network by node type only), on the right network', async () => {
    const elsewhere = await registrationPayload(contributor);
    await api.xaman.approve(elsewhere.uuid, {
      seed: wallet.seed,
      networkId: 0,
      withoutNetworkId: true,
    });
    expect(await registerXaman(contributor, elsewhere)).toEqual(
      refused('The Xaman payload was signed on another network (expected XRP Ledger testnet)'),
    );
    await expectNothingRegistered(contributor);

    const payload = await registrationPayload(contributor);
    await api.xaman.approve(payload.uuid, { seed: wallet.seed, withoutNetworkId: true });
    expect(await registerXaman(contributor, payload)).toEqual(registered(wallet.address));
  });

  it("a voter sign-in's payload does not register; a registration payload signs no one in", async () => {
    const signIn = await api.call<XamanCreatedPayload>('POST', '/api/wallets/xaman/createpayload', {
      body: { transaction: { TransactionType: 'SignIn' } },
    });
    await api.xaman.approve(signIn.body.uuid, { seed: wallet.seed });
    expect(await registerXaman(contributor, signIn.body)).toEqual(refused(CHALLENGE_UNUSABLE));
    await expectNothingRegistered(contributor);

    const registration = await registrationPayload(contributor);
    await api.xaman.approve(registration.uuid, { seed: wallet.seed });
    const payload = await api.call<{ response: { hex: string } }>(
      'GET',
      '/api/wallets/xaman/getpayload',
      { query: { payloadId: registration.uuid, secret: registration.secret } },
    );
    const checked = await api.call('GET', '/api/wallets/xaman/checksign', {
      query: {
        hex: payload.body.response.hex,
        payloadId: registration.uuid,
        secret: registration.secret,
      },
    });
    expect(checked).toEqual(refused(NOT_SIGN_IN));
    await expectNoSessionFor(wallet.address);
    // Still the contributor's to use.
    expect(await registerXaman(contributor, registration)).toEqual(registered(wallet.address));
  });

  it("another contributor's payload is refused, even with its secret", async () => {
    const other = await applicantAt();
    const payload = await registrationPayload(other);
    await api.xaman.approve(payload.uuid, { seed: wallet.seed });
    expect(await registerXaman(contributor, payload)).toEqual(refused(CHALLENGE_UNUSABLE));
    await expectNothingRegistered(contributor);
  });

  it('a payload without its secret is not found', async () => {
    const payload = await registrationPayload(contributor);
    await api.xaman.approve(payload.uuid, { seed: wallet.seed });
    const wrongSecret = { uuid: payload.uuid, secret: 'A'.repeat(43) };
    expect(await registerXaman(contributor, wrongSecret)).toEqual(
      refused('Payload not found', 404),
    );
  });
});

describe('changes and conflicts', () => {
  async function proveGemWallet(who: TestApplicant, keys: TestWallet) {
    return registerWallet(who, gemWalletProof(keys, await challengeFor(who, 'gemwallet', keys)));
  }

  it('a change after submission is audited and sends the application back for confirmation', async () => {
    const submitted = await applicantAt('submitted');
    expect(await proveGemWallet(submitted, wallet)).toEqual(registered(wallet.address));

    expect(await registeredWalletOf(submitted)).toMatchObject({ address: wallet.address });
    expect(await auditOf(submitted)).toEqual([
      {
        action: 'contributor.walletChanged',
        details: { from: submitted.walletAddress, to: wallet.address, kind: 'gemwallet' },
      },
    ]);
    const [application] = await api.db
      .select({ status: applications.status, walletChangedAt: applications.walletChangedAt })
      .from(applications)
      .where(eq(applications.id, submitted.applicationId));
    // The details step is current again; the admins see when the wallet changed.
    expect(application).toEqual({ status: 'walletChanged', walletChangedAt: expect.any(Date) });
    const [backToDetails] = await api.db
      .select({ action: auditLogs.action, details: auditLogs.details })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entity, 'application'),
          eq(auditLogs.entityId, String(submitted.applicationId)),
        ),
      );
    expect(backToDetails).toEqual({
      action: 'application.backToDetails',
      details: {
        reason: `the wallet changed from ${submitted.walletAddress} to ${wallet.address}; the agreement must name the new address and an admin approve it again`,
        previousStatus: 'submitted',
        from: submitted.walletAddress,
        to: wallet.address,
      },
    });
  });

  it('two contributors proving one address at once: one registers it, the other gets the 409', async () => {
    const other = await applicantAt();
    const proofs = await Promise.all(
      [contributor, other].map(async (who) =>
        gemWalletProof(wallet, await challengeFor(who, 'gemwallet', wallet)),
      ),
    );
    const answers = await Promise.all([
      registerWallet(contributor, proofs[0]!),
      registerWallet(other, proofs[1]!),
    ]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(answers).toContainEqual(refused(ANOTHER_CONTRIBUTORS, 409));
    const holders = await api.db
      .select({ id: contributors.id })
      .from(contributors)
      .where(eq(contributors.xrplAddress, wallet.address));
    expect(holders).toHaveLength(1);
  });

  it("another contributor's registered address is refused (409), nothing changes", async () => {
    expect(await proveGemWallet(contributor, wallet)).toEqual(registered(wallet.address));
    const other = await applicantAt();
    expect(await proveGemWallet(other, wallet)).toEqual(refused(ANOTHER_CONTRIBUTORS, 409));
    await expectNothingRegistered(other);
  });
});
