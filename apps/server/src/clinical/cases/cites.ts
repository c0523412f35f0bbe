/**
 * The guideline paragraphs the case library's expectations are written from. Each is the
 * guideline's own statement in short (checked against the source text), never the code's
 * behaviour. Where a paragraph number could not be verified the chapter is named instead.
 */
export const CITE = {
  iwgdfClass:
    'IWGDF/IDSA 2023 Rec. 1–2 and the IWGDF/IDSA classification table: infected = ≥ 2 of local swelling or induration, erythema > 0.5 cm, local tenderness or pain, local warmth, purulent discharge; grade 2 mild (erythema ≤ 2 cm, skin/subcutaneous only, no systemic signs), grade 3 moderate (erythema ≥ 2 cm or deeper tissue), grade 4 severe (≥ 2 SIRS signs)',
  iwgdfOsteo:
    'IWGDF/IDSA 2023 classification: osteomyelitis adds "(O)" — without ≥ 2 local signs it is grade 3(O), with SIRS 4(O); a positive probe-to-bone test in a DFU raises suspicion of osteomyelitis',
  iwgdfAbx:
    'IWGDF/IDSA 2023 treatment recommendations: treat a clinically infected diabetic foot (grade 2–4) with systemic antibiotics (mild usually oral); do not treat a clinically uninfected ulcer with systemic antibiotics',
  iwgdfUrgency:
    'IWGDF/IDSA 2023: hospitalise severe (grade 4) infection — an emergency; moderate infection (grade 3) and suspected osteomyelitis need urgent specialist and surgical review',
  nice1wd:
    'NICE NG19 rec. 1.3.2: for all other active diabetic foot problems, refer within 1 working day to the multidisciplinary foot care service or foot protection service, for triage within 1 further working day',
  niceImmediate:
    'NICE NG19 rec. 1.3.1: limb- or life-threatening diabetic foot problems (ulceration with fever or any signs of sepsis, ulceration with limb ischaemia, concern of deep-seated soft tissue or bone infection, gangrene) — refer immediately to acute services',
  iwgdfPad:
    'IWGDF/ESVS/SVS 2023 PAD guideline: PAD is less likely only with ABI 0.9–1.3, TBI ≥ 0.75 and triphasic pedal waveforms; ABI > 1.3 is non-diagnostic (incompressible) — use the TBI / toe pressure; a person with a diabetic foot ulcer and PAD is referred urgently for vascular assessment and imaging with a view to revascularisation',
  iwgdfPadNotHealing:
    'IWGDF/ESVS/SVS 2023 PAD guideline: urgent vascular imaging when the ulcer does not improve within 4–6 weeks despite good standard care, whatever the bedside tests show',
  iwgdfPadExamine:
    'IWGDF/ESVS/SVS 2023 PAD guideline (diagnosis recommendations): examine every person with diabetes and a foot ulcer for PAD — pedal Doppler waveforms with ABI and TBI; unknown perfusion is "needs assessment", not normal',
  iwgdfOffloading:
    'IWGDF 2023 offloading guideline: a non-removable knee-high device is first choice for a neuropathic plantar forefoot or midfoot ulcer; not with moderate/severe infection, moderate/severe ischaemia or suspected osteomyelitis (then a removable knee-high device); heel and non-plantar ulcers are offloaded by their own site recommendations',
  iwgdfDebride:
    'IWGDF 2023 wound-healing guideline: sharp debridement of slough, necrotic tissue and callus, taking relative contraindications such as severe ischaemia into account',
  venous:
    'SIGN 120 / ESVS 2022 chronic venous disease: compression for a venous leg ulcer once arterial disease is excluded (ABPI about 0.8–1.3); below 0.8 or non-diagnostic above 1.3 — no compression until a vascular assessment',
  venousPar:
    'Kantor & Margolis 2000; Phillips 2000: percent area reduction at 4 weeks predicts venous ulcer healing (≥ 40 %)',
  sheehan:
    'Sheehan et al., Diabetes Care 2003: DFU percent area reduction at 4 weeks below 53 % predicts non-healing at 12 weeks',
  padGeneral:
    'ESC/ESVS 2017 PAD guidelines: ABI ≤ 0.90 is diagnostic of PAD; ABI > 1.40 is incompressible — use toe pressure / TBI',
  arterial:
    'Global Vascular Guidelines 2019 (CLTI): an ischaemic ulcer needs vascular assessment for revascularisation; no compression on an arterial ulcer; keep dry necrosis dry until perfusion is restored',
  wbp: 'Wound Bed Preparation 2021 (Sibbald): debride only where etiology and perfusion allow; maintenance and non-healable wounds — antiseptic, keep dry, no active debridement',
  npiapStage2:
    'NPIAP 2016 staging definitions (NPIAP/EPUAP/PPPIA 2019): stage 2 is partial-thickness skin loss with exposed dermis — slough and eschar are not present; if present it is not stage 2 (re-stage)',
  npiapIntact: 'NPIAP 2016 definitions: stage 1 and deep tissue pressure injury are intact skin — nothing to debride',
  npiapDti:
    'NPIAP/EPUAP/PPPIA 2019: deep tissue pressure injury — do not debride; relieve pressure and monitor its evolution',
  npiapHeel:
    'NPIAP/EPUAP/PPPIA 2019 (wound bed preparation): do not remove stable, hard, dry eschar on ischaemic limbs or heels',
  npiapVascular:
    'NPIAP/EPUAP/PPPIA 2019 (wound bed preparation): conduct a vascular assessment before debriding a pressure injury of the lower limb',
  npiapDebride:
    'NPIAP/EPUAP/PPPIA 2019: debride devitalised tissue when appropriate to the person’s condition and consistent with goals of care',
  npiapRedistribute:
    'NPIAP/EPUAP/PPPIA 2019 (repositioning, support surfaces): reposition on a schedule and use a pressure-redistributing support surface',
  npiapSpecialist:
    'NPIAP/EPUAP/PPPIA 2019 (as summarised in the clinical rules reference): stage 3, stage 4 and unstageable injuries need assessment by a wound / tissue-viability specialist',
  npiapOsteo:
    'NPIAP/EPUAP/PPPIA 2019 (infection chapter): consider osteomyelitis when bone is exposed, feels rough or soft, or a stage 4 fails to heal; (wound surgery chapter) surgical consultation for stage 3–4 injuries not closing or with undermining/tunnelling',
  iwiiSystemic:
    'IWII 2022 Wound Infection Continuum: systemic signs (fever, rigors, malaise, confusion, spreading cellulitis) — same-day medical review; spreading and systemic infection are treated with systemic antibiotics',
  iwiiLocal:
    'IWII 2022: local infection — wound hygiene and a topical antiseptic / antimicrobial dressing; systemic antibiotics are not indicated for local infection alone',
  screen:
    'Woo & Sibbald 2009: ≥ 3 signs of the NERDS list = local, of STONEES = deep/surrounding; validated on a full bedside assessment',
  colour:
    'PUSH 3.0 / BWAT tissue types are bedside judgements; Woo & Sibbald 2009 validated the screen at the bedside only; erythema extent (IWGDF/IDSA > 0.5 / ≥ 2 cm; STONEES ≥ 2 cm) is measured at the bedside — a photo colour share is a hint to confirm, never a finding, an action or a priority',
  patient:
    'Clinical rules reference, "What the patient reads" (after the CDC Clear Communication Index): only what the clinician recorded or confirmed becomes a statement to the patient; a colour reading never does',
  push: 'NPIAP PUSH 3.0: the tissue sub-score is the worst tissue type present (4 necrotic, 3 slough, 2 granulation, 1 epithelial, 0 closed)',
  nerdsDebris: 'Sibbald 2006 NERDS "D": debris (slough or necrotic tissue) in the wound bed, judged at the bedside',
  vocabulary:
    'One finding, one record: STONEES increased temperature = IWGDF/IDSA local warmth; STONEES oedema ≈ IWGDF/IDSA local swelling or induration; STONEES erythema (≥ 2 cm, bedside) is IWGDF/IDSA erythema ≥ 2 cm (IWGDF/IDSA 2023 classification; Woo & Sibbald 2009)',
} as const;
