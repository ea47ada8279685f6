/**
 * Image storage settings: disk under UPLOAD_DIR or an S3-compatible bucket.
 */
import { Bad, absoluteUrl, envVar, oneOf, text } from './env.ts';

/**
 * Image storage (STORAGE): `disk` keeps files under UPLOAD_DIR (one machine); `s3` puts them in an
 * S3-compatible bucket that every process reads.
 */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** S3_BUCKET (required with STORAGE=s3). */
      bucket: string;
      /** S3_ENDPOINT: an S3-compatible server (MinIO, s3rver...); undefined means AWS. */
      endpoint: string | undefined;
      /** S3_REGION (default us-east-1). */
      region: string;
      /** S3_FORCE_PATH_STYLE: bucket in the path, not the host (default true with S3_ENDPOINT). */
      forcePathStyle: boolean;
      /**
       * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither); undefined: the AWS SDK's own
       * chain (AWS_ACCESS_KEY_ID, instance roles...).
       */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** S3_BUCKET: S3's bucket naming rule (3-63 lower-case letters, digits, dots and hyphens). */
export const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The storage variables of envSchema (index.ts), parsed one by one. */
export const storageEnv = {
  UPLOAD_DIR: text(),
  STORAGE: oneOf(['disk', 's3']),
  S3_BUCKET: envVar('an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)', (raw) =>
    BUCKET_NAME.test(raw) ? raw : new Bad('not a bucket name'),
  ),
  S3_ENDPOINT: absoluteUrl('an http(s) URL', ['http:', 'https:']),
  S3_REGION: text(),
  S3_FORCE_PATH_STYLE: oneOf(['true', 'false']),
  S3_ACCESS_KEY_ID: envVar('any text', (raw) => raw, { secret: true }),
  S3_SECRET_ACCESS_KEY: envVar('any text', (raw) => raw, { secret: true }),
};
