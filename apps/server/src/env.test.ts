import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('configuration', () => {
  it('has working defaults for a fresh laptop', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAX_UPLOAD_MB).toBe(20);
  });

  it('stops with one readable line for a malformed DATABASE_URL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql//nope' })).toThrowError(ConfigError);
    try {
      parseEnv({ DATABASE_URL: 'mysql//nope', PORT: 'abc' });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg.split('\n')).toHaveLength(1);
      expect(msg).toContain('DATABASE_URL: must be a postgres://');
      expect(msg).toContain('PORT');
    }
  });

  it('keeps photos on the local disk unless STORAGE_URL names a bucket', () => {
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
    const env = parseEnv({
      STORAGE_URL: 's3://woundly-photos/clinic-a',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    expect(env.STORAGE_URL).toBe('s3://woundly-photos/clinic-a');
    expect(env.S3_REGION).toBe('us-east-1');
  });

  it('stops at start for a malformed STORAGE_URL', () => {
    for (const bad of [
      'woundly-photos',
      's3://',
      's3://UPPER',
      's3://ok-bucket/../up',
      's3://ok-bucket/a//b',
      'http://x/y',
    ])
      expect(() => parseEnv({ STORAGE_URL: bad, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' })).toThrowError(
        /STORAGE_URL: must be s3:\/\/bucket/,
      );
  });

  it('stops at start when a bucket is configured without credentials or a shared storage key', () => {
    expect(() => parseEnv({ STORAGE_URL: 's3://woundly-photos' })).toThrowError(
      /S3_ACCESS_KEY_ID: must be set when STORAGE_URL.*S3_SECRET_ACCESS_KEY: must be set.*STORAGE_KEY: must be set/,
    );
    expect(() =>
      parseEnv({ STORAGE_URL: 's3://woundly-photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toThrowError(/STORAGE_KEY: must be set when STORAGE_URL is an s3:\/\/ bucket, the same on every server/);
    expect(() => parseEnv({ STORAGE_URL: 's3://woundly-photos', S3_ENDPOINT: 'minio:9000' })).toThrowError(
      /S3_ENDPOINT/,
    );
  });
});
