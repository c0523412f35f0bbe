import type { Etiology } from '@woundcare/api-types';
import type { AbpiBand, PerfusionJson, TbiBand } from '@woundcare/api-types';
import { isLimbSite } from './sites.ts';
import { SOURCES } from './sources.ts';

/**
 * Perfusion of the wound's limb from the ABPI and the toe-brachial index (IWGDF/ESVS/SVS PAD
 * 2023): for a diabetic foot ulcer PAD is less likely only with ABPI 0.9–1.3 AND TBI ≥ 0.75 (the guideline also reads
 * triphasic pedal waveforms, which the record does not hold); ABPI > 1.3 is non-diagnostic
 * (incompressible, calcified vessels) — the TBI decides. Unknown is "needs assessment", never
 * normal. Severity as far as the record can say: ABPI < 0.8 moderate–severe (significant arterial
 * disease: refer before compression or a non-removable device), 0.8–0.89 mild; a low TBI with an
 * uninformative ABPI is PAD of unknown severity.
 */

export function bandAbpi(abpi: number | null): AbpiBand {
  if (abpi === null || !Number.isFinite(abpi)) return 'unknown';
  if (abpi < 0.5) return 'lt_0_5';
  if (abpi < 0.8) return '0_5_to_0_79';
  if (abpi < 0.9) return '0_8_to_0_89';
  if (abpi <= 1.3) return '0_9_to_1_3';
  return 'gt_1_3';
}

export function bandTbi(tbi: number | null): TbiBand {
  if (tbi === null || !Number.isFinite(tbi)) return 'unknown';
  return tbi >= 0.75 ? 'ge_0_75' : 'lt_0_75';
}

/**
 * One wording per ABPI band, used by the perfusion text and every advice row that names the band
 * (ESC/ESVS 2017: ABI ≤ 0.90 PAD, > 1.40 incompressible; the leg-ulcer bands of SIGN 120 / ESVS
 * 2022: < 0.5 severe, 0.5–0.79 moderate, 0.8–0.89 mild; > 1.3 non-diagnostic for compression).
 */
export const ABPI_BAND_WORDS: Record<AbpiBand, string> = {
  unknown: 'ABPI not recorded',
  lt_0_5: 'severe arterial disease (ABPI < 0.5)',
  '0_5_to_0_79': 'moderate arterial disease (ABPI 0.5–0.79)',
  '0_8_to_0_89': 'mild arterial disease (ABPI 0.8–0.89)',
  '0_9_to_1_3': 'no arterial disease by the ABPI (0.9–1.3)',
  gt_1_3: 'non-diagnostic: incompressible vessels (ABPI > 1.3)',
};

/** "ABPI 0.4 — severe arterial disease (ABPI < 0.5)", or "ABPI not recorded". */
export function abpiWords(p: { abpi: number | null; abpiBand: AbpiBand }): string {
  return p.abpi === null || p.abpiBand === 'unknown'
    ? ABPI_BAND_WORDS.unknown
    : `ABPI ${p.abpi} — ${ABPI_BAND_WORDS[p.abpiBand]}`;
}

export function assessPerfusion(x: {
  etiology: Etiology;
  site: string | null;
  abpi: number | null;
  tbi: number | null;
}): PerfusionJson {
  const abpiBand = bandAbpi(x.abpi);
  const tbiBand = bandTbi(x.tbi);
  let status: PerfusionJson['status'];
  let severity: PerfusionJson['severity'];
  if (abpiBand === 'lt_0_5' || abpiBand === '0_5_to_0_79') [status, severity] = ['pad', 'moderate_severe'];
  else if (abpiBand === '0_8_to_0_89') [status, severity] = ['pad', 'mild'];
  else if (tbiBand === 'lt_0_75') [status, severity] = ['pad', 'unknown'];
  else if (tbiBand === 'ge_0_75' && (abpiBand === '0_9_to_1_3' || abpiBand === 'gt_1_3'))
    [status, severity] = ['pad_less_likely', 'none'];
  // the TBI requirement is the diabetic foot's (calcified vessels); for other leg ulcers an ABPI of
  // 0.9–1.3 makes PAD unlikely (ESVS 2022 / SIGN 120)
  else if (abpiBand === '0_9_to_1_3' && x.etiology !== 'diabetic_foot_ulcer')
    [status, severity] = ['pad_less_likely', 'none'];
  else [status, severity] = ['needs_assessment', 'unknown'];
  // an arterial ulcer is ischaemic by its cause, whatever index is (or is not) recorded
  if (x.etiology === 'arterial_ulcer' && status !== 'pad') [status, severity] = ['pad', 'unknown'];

  const limbWound = isLimbSite(x.site);
  const limbIschaemia = !limbWound ? null : status === 'pad' ? true : status === 'pad_less_likely' ? false : null;
  const compressionAllowed =
    x.etiology !== 'arterial_ulcer' && (abpiBand === '0_8_to_0_89' || abpiBand === '0_9_to_1_3');

  const tbiWords =
    tbiBand === 'unknown' ? 'TBI not recorded' : `TBI ${x.tbi} (${tbiBand === 'ge_0_75' ? '≥' : '<'} 0.75)`;
  const verdict =
    status === 'pad'
      ? `peripheral artery disease${severity === 'unknown' ? ' (severity needs toe pressure / TcPO₂)' : severity === 'mild' ? ', mild' : ', moderate to severe'}`
      : status === 'pad_less_likely'
        ? 'PAD less likely (ABPI and TBI; pedal waveforms not recorded)'
        : 'needs assessment — ABPI, TBI (toe pressures) and pedal Doppler waveforms';
  const abpiText = abpiWords({ abpi: x.abpi, abpiBand });
  return {
    abpi: x.abpi,
    abpiBand,
    tbi: x.tbi,
    tbiBand,
    status,
    severity,
    limbWound,
    limbIschaemia,
    compressionAllowed,
    text: `Perfusion: ${verdict}. ${abpiText}; ${tbiWords}.${limbWound ? '' : ' The wound is not on the lower limb: the leg indices do not gate its care.'}`,
    // the PAD guideline for this wound: the diabetic foot's own, else the general one
    source: x.etiology === 'diabetic_foot_ulcer' ? SOURCES.iwgdfPad : SOURCES.padGeneral,
  };
}
