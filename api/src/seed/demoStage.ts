// The stage the demo story (demoStory.ts) is played on: its clock (each step at its moment, always
// forward, never past today), the people's sessions, and what they do as any user does through
// the API (demoCalls.ts): sign in, follow an invitation email's link, sign in with a wallet.
import type { CohortMoveTarget, WalletKind } from '@glow/contract';
import { desc, eq } from 'drizzle-orm';
import { atTime, now } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema';
import { crossmarkSignature, gemWalletSignature } from '../testing/testWallets';
import { demoCalls, type DemoCall } from './demoCalls';
import type { DemoCohort, DemoPerson } from './demoProgramme';
import { DEMO_ADMIN, DEMO_PASSWORD } from './demoUsers';
import type { DemoWallet } from './demoWallets';
import type { DemoWorld } from './demoWorld';

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The day of a moment, as the API's dates are written (YYYY-MM-DD, UTC). */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** What the story keeps of what it made, to act on it later. */
export interface Made {
  cohorts: Map<string, number>;
  projects: Map<string, number>;
  contributors: Map<string, number>;
  /** By cohort name and GitHub username. */
  nominations: Map<string, number>;
  applications: Map<string, number>;
}

export const key = (cohort: Pick<DemoCohort, 'name'>, person: DemoPerson) =>
  `${cohort.name}/${person.githubUsername}`;

/** `days` from `today` (negative: before), at `time` ("HH:MM", UTC). */
export function momentOf(today: number, days: number, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return today + days * DAY_MS + hours * HOUR_MS + minutes * 60_000;
}

/** `time` ("HH:MM") and `minutes` more: steps of people acting at about the same time. */
export function minutesPast(time: string, minutes: number): string {
  const [hours = 0, start = 0] = time.split(':').map(Number);
  const total = hours * 60 + start + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A step of the story: `work`, `days` from today (negative: before), at `time` (UTC). */
export type Step = [days: number, time: string, work: () => Promise<unknown>];

export class DemoStory {
  readonly call: DemoCall;
  readonly made: Made = {
    cohorts: new Map(),
    projects: new Map(),
    contributors: new Map(),
    nominations: new Map(),
    applications: new Map(),
  };
  private last = -Infinity;
  private readonly sessions = new Map<string, { token: string; expiresAt: number }>();
  /** The passwords people set other than DEMO_PASSWORD, by email. */
  private readonly passwords = new Map<string, string>();

  constructor(
    readonly world: DemoWorld,
    /** Midnight (UTC) of the day the story is told. */
    private readonly today: number,
  ) {
    this.call = demoCalls(world.app);
  }

  get db(): Database {
    return this.world.db;
  }

  get config(): Config {
    return this.world.config;
  }

  /**
   * Runs `work` at `days` from today (negative: before), at `time` ("HH:MM", UTC). The story only
   * goes forward, and never past the moment it is told.
   */
  at<T>(days: number, time: string, work: () => Promise<T>): Promise<T> {
    return atTime(this.next(days, time), work);
  }

  /**
   * Steps of different people at about the same time (minutes apart, in order) that do not wait on
   * each other: run at once, as the API serves people acting together, so that one's password
   * hashing runs beside another's database work.
   */
  async together(steps: Step[]): Promise<void> {
    const moments = steps.map(([days, time]) => this.next(days, time));
    await Promise.all(steps.map(([, , work], index) => atTime(moments[index]!, work)));
  }

  /** The moment of the story's next step, refused when it would go back or past today. */
  private next(days: number, time: string): Date {
    const moment = momentOf(this.today, days, time);
    if (moment <= this.last || moment > now().getTime()) {
      throw new Error(`The demo story cannot act at day ${days} ${time}: out of its order`);
    }
    this.last = moment;
    return new Date(moment);
  }

  /** The api_token of the person's session: the one they have, or a new sign-in. */
  async signIn(email: string): Promise<string> {
    const session = this.sessions.get(email);
    if (session && session.expiresAt > now().getTime() + HOUR_MS) return session.token;
    const password = this.passwords.get(email) ?? DEMO_PASSWORD;
    const { api_token } = await this.call('login', { body: { email, password } });
    this.keepSession(email, api_token);
    return api_token;
  }

  keepSession(email: string, token: string) {
    this.sessions.set(email, { token, expiresAt: now().getTime() + this.config.sessionTtlMs });
  }

  /** Follows the link of the newest invitation email to `email` and sets the password. */
  async acceptInvitation(email: string, password = DEMO_PASSWORD): Promise<void> {
    const emails = await this.db
      .select({ body: emailOutbox.body })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, email))
      .orderBy(desc(emailOutbox.id));
    const link = emails
      .map(({ body }) => /https?:\/\/\S+\/profile\/setPassword\?\S+/.exec(body)?.[0])
      .find(Boolean);
    const token = link && new URL(link).searchParams.get('token');
    if (!token) throw new Error(`The demo story found no invitation to ${email}`);
    await this.call('setPassword', { body: { token, password } });
    if (password !== DEMO_PASSWORD) this.passwords.set(email, password);
  }

  /** Signs in with a browser extension's wallet, as the extension does; answers the session's token. */
  async connectWallet(
    kind: Exclude<WalletKind, 'xaman'>,
    keys: DemoWallet,
    token?: string,
  ): Promise<string> {
    switch (kind) {
      case 'crossmark': {
        const { hash } = await this.call('crossmarkHash', { token });
        const signedIn = await this.call('crossmarkChecksign', {
          token,
          body: {
            signature: crossmarkSignature(keys, hash),
            pubkey: keys.publicKey,
            address: keys.address,
            token: hash,
          },
        });
        return signedIn.token;
      }
      case 'gemwallet': {
        const challenge = await this.call('gemWalletHash', {
          token,
          query: { pubkey: keys.publicKey, address: keys.address },
        });
        const signedIn = await this.call('gemWalletChecksign', {
          token,
          body: {
            signature: gemWalletSignature(keys, challenge.token),
            token: challenge.token,
          },
        });
        return signedIn.token;
      }
    }
  }

  /** Moves `cohort` on; a close confirms the grants its closing read shows going back to the pool. */
  async moveCohort(cohort: Pick<DemoCohort, 'name'>, period: CohortMoveTarget): Promise<void> {
    const token = await this.signIn(DEMO_ADMIN.email);
    const params = { id: this.made.cohorts.get(cohort.name)! };
    if (period !== 'closed') {
      await this.call('moveCohort', { token, params, body: { period } });
      return;
    }
    const closing = await this.call('cohortClosing', { token, params });
    await this.call('moveCohort', {
      token,
      params,
      body: {
        period,
        returningGrantIds: closing.returningToPool.map((grant) => grant.grantId),
        ...(closing.beforeApplicationsDue && { applicationsDueOn: closing.applicationsDueOn! }),
      },
    });
  }
}
