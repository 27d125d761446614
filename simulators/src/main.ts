// Starts Glow's local stand-ins for outside services (SMTP inbox, XRP Ledger node, Xaman, S3,
// GitHub, a KYC provider) with `pnpm --filter @glow/simulators start` and stops them on Ctrl+C or SIGTERM.
import { githubOptionsFromEnv, startGitHubSimulator } from './github';
import { kycOptionsFromEnv, startKycSimulator } from './kyc';
import { portFromEnv } from './portFromEnv';
import type { RunningSimulator } from './runningSimulator';
import { s3OptionsFromEnv, startS3Simulator } from './s3';
import { startSmtpInbox } from './smtpInbox';
import { DEMO_XAMAN_ADDRESS, startXamanSimulator, xamanOptionsFromEnv } from './xaman';
import { linkXamanToLedger } from './xamanLedgerLink';
import {
  DEMO_PROGRAMME_ADDRESS,
  startXrplLedgerSimulator,
  xrplLedgerOptionsFromEnv,
  type XrplLedgerSimulator,
} from './xrplLedger';

const HOST = '127.0.0.1';

// Xaman submits what it signs to the ledger stand-in, which starts first.
let ledger: XrplLedgerSimulator | undefined;

/** One entry per simulator, started in this order. */
const simulators: Array<() => Promise<RunningSimulator>> = [
  async () => {
    const inbox = await startSmtpInbox({
      host: HOST,
      smtpPort: portFromEnv('SMTP_PORT', 2525),
      httpPort: portFromEnv('SMTP_INBOX_PORT', 8025),
    });
    return {
      description: `SMTP inbox: smtp://${HOST}:${inbox.smtpPort}, messages at http://${HOST}:${inbox.httpPort}`,
      close: inbox.close,
    };
  },
  async () => {
    const options = xrplLedgerOptionsFromEnv();
    ledger = await startXrplLedgerSimulator({ ...options, host: HOST });
    const faucet = options.autoFundDrops
      ? `faucet ${options.autoFundDrops} drops per new account`
      : 'no faucet';
    return {
      description: `XRP Ledger stand-in: JSON-RPC ${ledger.url} (network ${ledger.networkId}, ${faucet}, demo programme account ${DEMO_PROGRAMME_ADDRESS}), transactions at ${ledger.url}/transactions/{hash}`,
      close: ledger.close,
    };
  },
  async () => {
    const options = xamanOptionsFromEnv();
    if (ledger && options.networkId !== ledger.networkId) {
      console.warn(
        `Xaman signs for network ${options.networkId} but the ledger is network ${ledger.networkId}: it will refuse what Xaman submits`,
      );
    }
    const xaman = await startXamanSimulator({
      ...options,
      host: HOST,
      ...(ledger ? linkXamanToLedger(ledger) : {}),
    });
    return {
      description: `Xaman stand-in: API ${xaman.url}, sign requests at ${xaman.publicUrl}/ (demo account ${DEMO_XAMAN_ADDRESS})`,
      close: xaman.close,
    };
  },
  async () => {
    const options = s3OptionsFromEnv();
    const s3 = await startS3Simulator({ ...options, host: HOST });
    return {
      description: `S3 stand-in: ${s3.url} (path style, region ${s3.region}, buckets ${options.buckets.join(', ')}, access key ${options.accessKeyId})`,
      close: s3.close,
    };
  },
  async () => {
    const github = await startGitHubSimulator({ ...githubOptionsFromEnv(), host: HOST });
    return {
      description: `GitHub stand-in: REST API ${github.url} (the demo projects' repositories; controls under /__simulator/)`,
      close: github.close,
    };
  },
  async () => {
    const options = kycOptionsFromEnv();
    const kyc = await startKycSimulator({ ...options, host: HOST });
    return {
      description: `KYC stand-in: API ${kyc.url}, verification pages at ${kyc.publicUrl}/verify/{id}, webhooks to ${options.webhookUrl} (controls under /__simulator/)`,
      close: kyc.close,
    };
  },
];

const running: RunningSimulator[] = [];

async function stopAll(): Promise<void> {
  const results = await Promise.allSettled(running.map((simulator) => simulator.close()));
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error(`Could not stop a simulator: ${describe(result.reason)}`);
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  try {
    for (const start of simulators) {
      const simulator = await start();
      running.push(simulator);
      console.info(simulator.description);
    }
  } catch (error) {
    console.error(`Could not start the simulators: ${describe(error)}`);
    await stopAll();
    process.exit(1);
  }

  // `once`: a second Ctrl+C while stopping ends the process the hard way.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().then(() => process.exit(0));
    });
  }
}

void main();
