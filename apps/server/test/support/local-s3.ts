import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The settings a server needs to store in a bucket of the local S3 server. */
export interface S3Env {
  [name: string]: string;
  STORAGE_URL: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: 'true' | 'false';
}

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** the directory s3rver keeps its objects in (to look at what is really stored) */
  directory: string;
  /** the configuration a server needs to store in `bucket` under `prefix` */
  env(bucket: string, prefix?: string): S3Env;
  close(): Promise<void>;
}

/**
 * An S3-protocol server on this machine for the tests: s3rver on a free port of 127.0.0.1 with
 * a temporary directory, the given buckets created, nothing reaching the network.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'woundly-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    directory,
    env: (bucket, prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's built-in account
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
