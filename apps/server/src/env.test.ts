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
});
