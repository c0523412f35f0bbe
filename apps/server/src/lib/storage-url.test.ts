import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from './storage-url.ts';

describe('STORAGE_URL', () => {
  it('names a bucket and a key prefix ending in a slash', () => {
    expect(parseStorageUrl('s3://woundly')).toEqual({ bucket: 'woundly', prefix: '' });
    expect(parseStorageUrl('s3://woundly/')).toEqual({ bucket: 'woundly', prefix: '' });
    expect(parseStorageUrl('s3://woundly.eu-1/clinic-a/photos')).toEqual({
      bucket: 'woundly.eu-1',
      prefix: 'clinic-a/photos/',
    });
    expect(parseStorageUrl('s3://woundly/clinic_a/')).toEqual({ bucket: 'woundly', prefix: 'clinic_a/' });
  });

  it('refuses what S3 would not take or what could climb out of the prefix', () => {
    for (const bad of [
      '',
      'woundly',
      's3:/woundly',
      'file:///tmp',
      's3://ab',
      's3://Woundly',
      's3://-woundly',
      's3://a..b',
    ])
      expect(parseStorageUrl(bad)).toBeNull();
    for (const bad of ['s3://woundly/../x', 's3://woundly/a//b', 's3://woundly/a b', 's3://woundly/./a'])
      expect(parseStorageUrl(bad)).toBeNull();
  });
});
