/** The guidelines the rule rows cite, one wording each. */
export const SOURCES = {
  iwgdfInfection:
    'IWGDF/IDSA 2023 guidelines on the diagnosis and treatment of diabetes-related foot infections (Senneville É et al., Diabetes Metab Res Rev 2024;40:e3687; Clin Infect Dis 2023)',
  iwgdfOffloading:
    'IWGDF 2023 guideline on offloading foot ulcers in persons with diabetes (Bus SA et al., Diabetes Metab Res Rev 2024;40:e3647)',
  iwgdfPad:
    'IWGDF/ESVS/SVS 2023 guidelines on peripheral artery disease in people with diabetes and a foot ulcer (Fitridge R et al., Diabetes Metab Res Rev 2024;40:e3686)',
  padGeneral:
    'ESC/ESVS 2017 guidelines on peripheral arterial diseases (Aboyans V et al., Eur Heart J 2018;39:763–816): ABI ≤ 0.90 diagnostic of PAD, > 1.40 incompressible — use toe pressure / TBI',
  venous:
    'ESVS 2022 guidelines on chronic venous disease (De Maeseneer MG et al., Eur J Vasc Endovasc Surg 2022;63:184–267); SIGN 120 venous leg ulcers: compression with ABPI 0.8–1.3',
  arterial:
    'Global Vascular Guidelines on chronic limb-threatening ischaemia (Conte MS et al., Eur J Vasc Endovasc Surg 2019;58:S1–S109)',
  pressure:
    'NPIAP/EPUAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline, 2019 (repositioning, support surfaces, staging after the NPIAP 2016 definitions)',
  pressureHeel:
    'NPIAP/EPUAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline, 2019 (do not remove stable, hard, dry eschar on ischaemic limbs or heels)',
  pressureDti:
    'NPIAP/EPUAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline, 2019 (deep tissue pressure injury: do not debride; offload and monitor)',
  pressureSpecialist:
    'NPIAP/EPUAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline, 2019 (stage 3, 4 and unstageable injuries: wound / tissue-viability specialist; osteomyelitis with exposed bone or a non-healing stage 4; surgical consultation for stage 3–4 injuries not closing or with undermining / tunnelling)',
  niceDfu:
    'NICE NG19 Diabetic foot problems: prevention and management (2015, updated 2019/2023), rec. 1.3.1 (limb- or life-threatening problems: immediate referral to acute services) and 1.3.2 (all other active diabetic foot problems: multidisciplinary foot care service within 1 working day, triage within 1 further working day)',
  wbp: 'Sibbald RG et al. Wound Bed Preparation 2021. Adv Skin Wound Care 2021;34(4):183–195 (healable, maintenance, non-healable)',
  iwii: 'International Wound Infection Institute. Wound Infection in Clinical Practice: Principles of Best Practice, 2022',
  screen:
    'Sibbald RG, Woo K, Ayello EA. Adv Skin Wound Care 2006;19(8):447–461; Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40–48 (NERDS / STONEES, ≥ 3 signs of a list)',
  sheehan: 'Sheehan P et al. Diabetes Care 2003;26(6):1879–1882 (area reduction at 4 weeks, split at 53 %)',
  venousPar:
    'Kantor J, Margolis DJ. Br J Dermatol 2000;142(5):960–964; Phillips TJ et al. J Am Acad Dermatol 2000;43(4):627–630 (≥ 40 %)',
  push: 'NPIAP Pressure Ulcer Scale for Healing (PUSH) 3.0',
  /** the measuring tool's own validation statement — not a clinical rule; cited only by the rows about the photo itself */
  engine: 'Wound-vision outline model: trained and validated on diabetic foot ulcer photos (FUSeg 2021) only',
} as const;

/** The clinical guidelines a rule row or priority reason may cite (the product spec is not a clinical source). */
export const GUIDELINE_SOURCES: readonly string[] = Object.entries(SOURCES)
  .filter(([k]) => k !== 'engine')
  .map(([, v]) => v);
