import { describe, expect, it } from 'vitest';
import { queueDb } from './queue-db.ts';

// Node has no IndexedDB: like a browser that offers none (some private modes)
describe('the waiting-photo store without IndexedDB', () => {
  it('holds nothing, clears and removes without failing (sign-out goes on), and refuses to keep a photo in words', async () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(await queueDb.list()).toEqual([]);
    await expect(queueDb.clear()).resolves.toBeUndefined();
    await expect(queueDb.remove('k')).resolves.toBeUndefined();
    await expect(queueDb.put({ key: 'k' } as Parameters<typeof queueDb.put>[0])).rejects.toThrow(
      /cannot keep photos on the device/,
    );
  });
});
