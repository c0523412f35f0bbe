import { decryptFile, encryptFile, isEncrypted, type KeyRing } from '../../security/storage/photo-crypto.ts';

/**
 * EHR secrets and tokens in the database, sealed the way the file store seals a photo: the
 * AES-256-GCM envelope of photo-crypto.ts under the storage master keys, bound to its place
 * (`<table>/<row>/<field>`), so a value copied into another row or field does not open.
 */
export function seal(keys: KeyRing, place: string, text: string): Buffer {
  return encryptFile(keys, `ehr/${place}`, Buffer.from(text, 'utf8'));
}

export function unseal(keys: KeyRing, place: string, sealed: Uint8Array): string {
  if (!isEncrypted(Buffer.from(sealed))) throw new Error(`ehr/${place} is not sealed`);
  return decryptFile(keys, `ehr/${place}`, Buffer.from(sealed)).toString('utf8');
}
