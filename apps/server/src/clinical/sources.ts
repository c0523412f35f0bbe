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
    'NPIAP/EPUAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline, 2019 (stable heel eschar; deep tissue injury)',
  wbp: 'Sibbald RG et al. Wound Bed Preparation 2021. Adv Skin Wound Care 2021;34(4):183–195 (healable, maintenance, non-healable)',
  iwii: 'International Wound Infection Institute. Wound Infection in Clinical Practice: Principles of Best Practice, 2022',
  screen:
    'Sibbald RG, Woo K, Ayello EA. Adv Skin Wound Care 2006;19(8):447–461; Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40–48 (NERDS / STONEES, ≥ 3 signs of a list)',
  sheehan: 'Sheehan P et al. Diabetes Care 2003;26(6):1879–1882 (area reduction at 4 weeks, split at 53 %)',
  venousPar:
    'Kantor J, Margolis DJ. Br J Dermatol 2000;142(5):960–964; Phillips TJ et al. J Am Acad Dermatol 2000;43(4):627–630 (≥ 40 %)',
  push: 'NPIAP Pressure Ulcer Scale for Healing (PUSH) 3.0',
  spec: 'Product spec 001 §4 (area thresholds of the result priority)',
  engine: 'Wound-vision outline model: trained and validated on diabetic foot ulcer photos (FUSeg 2021) only',
} as const;
