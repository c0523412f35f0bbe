/**
 * Which code set a billing code belongs to, so the screens label it right:
 * - CPT (AMA): five characters starting with four digits — Category I is five digits
 *   (97597 selective debridement), Category II ends in F, Category III ends in T.
 * - HCPCS Level II (CMS): a letter A–V then four digits (A6021 collagen dressing, E2402 NPWT pump).
 */
export type CodeSystem = 'CPT' | 'HCPCS';

export function codeSystem(code: string): CodeSystem {
  const c = code.trim().toUpperCase();
  if (/^\d{4}[0-9FT]$/.test(c)) return 'CPT';
  if (/^[A-V]\d{4}$/.test(c)) return 'HCPCS';
  throw new Error(`Not a CPT or HCPCS code: ${code}`);
}

/** "HCPCS A6021" / "CPT 97597" */
export function labelCode(code: string): string {
  return `${codeSystem(code)} ${code}`;
}
