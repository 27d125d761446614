// The S3 stand-in's defaults; `pnpm deploy:remote --s3` against it uses the same credentials.

export const DEFAULT_S3_PORT = 8028;
export const DEFAULT_S3_REGION = 'us-east-1';
export const DEFAULT_S3_ACCESS_KEY_ID = 'GLOWLOCALACCESSKEY01';
export const DEFAULT_S3_SECRET_ACCESS_KEY = 'glow-local-secret-access-key-0000000000';
/** The remotes' CDN bucket and the shell's. */
export const DEFAULT_S3_BUCKETS = ['glow-cdn', 'glow-shell'];
