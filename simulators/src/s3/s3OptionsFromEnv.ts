// The stand-in's settings from S3_* environment variables, with the defaults.
import { portFromEnv } from '../portFromEnv';
import {
  DEFAULT_S3_ACCESS_KEY_ID,
  DEFAULT_S3_BUCKETS,
  DEFAULT_S3_PORT,
  DEFAULT_S3_REGION,
  DEFAULT_S3_SECRET_ACCESS_KEY,
} from './s3Defaults';
import type { S3SimulatorOptions } from './startS3Simulator';

export function s3OptionsFromEnv(env: NodeJS.ProcessEnv = process.env): S3SimulatorOptions {
  const buckets = env.S3_BUCKETS?.split(',')
    .map((bucket) => bucket.trim())
    .filter(Boolean);
  return {
    port: portFromEnv('S3_PORT', DEFAULT_S3_PORT, env),
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || DEFAULT_S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || DEFAULT_S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION?.trim() || DEFAULT_S3_REGION,
    buckets: buckets?.length ? buckets : DEFAULT_S3_BUCKETS,
  };
}
