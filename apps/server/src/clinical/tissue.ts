import type { ExudateLevel } from '@woundcare/api-types';
import type { ClinicianTissueEntry, PushJson, TissueJson, TissueType } from '@woundcare/api-types';
import type { EngineMeasurement } from './inputs.ts';

/**
 * Tissue from the clinician's entry, or — as a hint only — from the photo's colour shares (PUSH
 * 3.0 definitions, NPIAP). Colour never raises an alarm or the priority; it can only make the
 * advice more careful (e.g. possible dry necrosis: keep dry until confirmed). A tissue type counts
 * as present from MIN_SHARE_PCT of the bed, necrotic included (one dark pixel is not eschar).
 */

export const MIN_SHARE_PCT = 5;

const PUSH_TISSUE: Record<TissueType, number> = { closed: 0, epithelial: 1, granulation: 2, slough: 3, necrotic: 4 };

/** PUSH 3.0 size score from length × width (cm²). */
const PUSH_SIZE_BOUNDS = [0.3, 0.6, 1.0, 2.0, 3.0, 4.0, 8.0, 12.0, 24.0] as const;
export function scorePushSize(lxw: number | null): number | null {
  if (lxw === null || !Number.isFinite(lxw)) return null;
  if (lxw <= 0) return 0;
  if (lxw < PUSH_SIZE_BOUNDS[0]) return 1;
  const v = Math.round(lxw * 10) / 10;
  for (let i = 1; i < PUSH_SIZE_BOUNDS.length; i++) if (v <= PUSH_SIZE_BOUNDS[i]!) return i + 1;
  return 10;
}

export const PUSH_EXUDATE: Record<ExudateLevel, number> = { none: 0, light: 1, moderate: 2, heavy: 3 };

function worstByColour(shares: NonNullable<EngineMeasurement['tissue']>): TissueType | null {
  if (shares.necrotic >= MIN_SHARE_PCT) return 'necrotic';
  if (shares.slough >= MIN_SHARE_PCT) return 'slough';
  if (shares.granulation >= MIN_SHARE_PCT) return 'granulation';
  if (shares.epithelial >= MIN_SHARE_PCT) return 'epithelial';
  return null;
}

const RANK: Record<TissueType, number> = PUSH_TISSUE;

/**
 * The worst tissue the clinician recorded: the worse of the entry's `worst` and the worst type
 * with a share above 0 in the entry's optional shares (PUSH 3.0 scores the worst tissue present —
 * any share counts when the clinician estimated it at the bedside; the minimum share applies to
 * colour only).
 */
export function clinicianWorst(entry: ClinicianTissueEntry): TissueType {
  const s = entry.shares;
  if (!s) return entry.worst;
  const byShare: TissueType | null =
    s.necrotic > 0
      ? 'necrotic'
      : s.slough > 0
        ? 'slough'
        : s.granulation > 0
          ? 'granulation'
          : s.epithelial > 0
            ? 'epithelial'
            : null;
  return byShare !== null && RANK[byShare] > RANK[entry.worst] ? byShare : entry.worst;
}

/**
 * NERDS "debris" from the clinician's tissue entry (Sibbald 2006: slough or necrotic tissue in the
 * bed): present when slough or necrosis is recorded, absent when the entry records neither; null
 * with no entry (the photo's colour never sets the sign).
 */
export function debrisFromEntry(entry: ClinicianTissueEntry | null): 'present' | 'absent' | null {
  if (!entry) return null;
  const worst = clinicianWorst(entry);
  return worst === 'slough' || worst === 'necrotic' ? 'present' : 'absent';
}

export function assessTissue(x: {
  shares: EngineMeasurement['tissue'];
  woundFound: boolean;
  clinician: ClinicianTissueEntry | null;
  exudate: ExudateLevel | null;
}): TissueJson {
  const shares = x.woundFound ? x.shares : null;
  const byColour = shares ? worstByColour(shares) : null;
  const entered = x.clinician ? clinicianWorst(x.clinician) : null;
  const worst = entered ?? byColour;
  const worstSource = x.clinician ? 'clinician' : byColour ? 'colour' : null;
  let necrosis: TissueJson['necrosis'];
  if (x.clinician) {
    necrosis =
      entered !== 'necrotic'
        ? 'none'
        : x.clinician.necrosis === 'dry_stable'
          ? 'dry'
          : x.clinician.necrosis === 'wet'
            ? 'wet'
            : 'possible_dry';
  } else if (byColour === 'necrotic') {
    // necrotic colour with little exudate may be dry eschar: treat it carefully until confirmed
    necrosis = x.exudate === 'moderate' || x.exudate === 'heavy' ? 'wet' : 'possible_dry';
  } else necrosis = shares ? 'none' : 'unknown';
  const cs = x.clinician?.shares;
  const text = x.clinician
    ? `Tissue (clinician): worst ${worst}${necrosis === 'dry' ? ', dry stable eschar' : necrosis === 'wet' ? ', moist necrosis' : ''}${cs ? ` (granulation ${cs.granulation} %, slough ${cs.slough} %, necrotic ${cs.necrotic} %, epithelial ${cs.epithelial} %)` : ''}.`
    : shares
      ? `Tissue by colour (a hint, confirm at the bedside): granulation ${shares.granulation} %, slough ${shares.slough} %, necrotic ${shares.necrotic} %, epithelial ${shares.epithelial} %. Photo suggests ${byColour ?? 'no tissue type'} — confirm at the bedside.`
      : 'Tissue not assessed.';
  return {
    colourShares: shares,
    clinicianEntry: x.clinician,
    worst,
    worstSource,
    necrosis,
    minSharePct: MIN_SHARE_PCT,
    text,
  };
}

/** PUSH 3.0 parts: size from length × width, exudate from the assessment, tissue from the entry or the colour shares. */
export function scorePush(x: {
  lengthCm: number | null;
  widthCm: number | null;
  exudate: ExudateLevel | null;
  tissue: TissueJson;
}): PushJson {
  const sizeScore = x.lengthCm !== null && x.widthCm !== null ? scorePushSize(x.lengthCm * x.widthCm) : null;
  const exudateScore = x.exudate ? PUSH_EXUDATE[x.exudate] : null;
  const tissueScore = x.tissue.worst ? PUSH_TISSUE[x.tissue.worst] : null;
  const tissueSource =
    x.tissue.worstSource === 'clinician' ? 'clinician' : x.tissue.worstSource === 'colour' ? 'colour_min_share' : null;
  const total =
    sizeScore !== null && exudateScore !== null && tissueScore !== null ? sizeScore + exudateScore + tissueScore : null;
  const note =
    tissueSource === 'colour_min_share'
      ? `Tissue score from the worst colour share of at least ${MIN_SHARE_PCT} % of the bed (a hint; the clinician's entry replaces it).`
      : tissueSource === 'clinician'
        ? "Tissue score from the clinician's entry."
        : 'Tissue not scored.';
  return { sizeScore, exudateScore, tissueScore, tissueSource, total, note };
}
