// An S3 store as the deploy commands configure it, from environment variables: the bucket and
// prefix variables say which store (the remotes' or the shell's), the rest is shared.
import { DeployError } from '../errors';
import { S3Store } from './s3Store';

function s3Flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !/^(0|false|no)$/i.test(value);
}

/** The bucket named by `bucketVariable`; refused, saying what it is for, when unset. */
export function s3Store(
  env: NodeJS.ProcessEnv,
  bucketVariable: string,
  prefixVariable: string,
  purpose = 'to upload to',
): S3Store {
  const bucket = env[bucketVariable];
  if (!bucket) throw new DeployError(`Set ${bucketVariable} to the bucket ${purpose}`);
  const endpoint = env.GLOW_CDN_S3_ENDPOINT || undefined;
  return new S3Store({
    bucket,
    bucketVariable,
    endpoint,
    region: env.GLOW_CDN_S3_REGION || 'us-east-1',
    prefix: env[prefixVariable] || undefined,
    forcePathStyle: s3Flag(env.GLOW_CDN_S3_FORCE_PATH_STYLE, Boolean(endpoint)),
  });
}
