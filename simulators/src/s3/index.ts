export { startS3Simulator, type S3Simulator, type S3SimulatorOptions } from './startS3Simulator';
export {
  DEFAULT_S3_ACCESS_KEY_ID,
  DEFAULT_S3_BUCKETS,
  DEFAULT_S3_PORT,
  DEFAULT_S3_REGION,
  DEFAULT_S3_SECRET_ACCESS_KEY,
} from './s3Defaults';
export { s3OptionsFromEnv } from './s3OptionsFromEnv';
export type { S3Object } from './objectStore';
export type { S3RequestRecord } from './s3Routes';
