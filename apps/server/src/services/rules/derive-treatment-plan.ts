import type { TreatmentPlanFields } from './types.ts';

/**
 * When the analysis server's plan call fails (docs/spec-notes.md#fallbacks), a built-in plan is used —
 * infected 7-14 days, not infected 3-7 days; the simulated analysis carries one too. The in-process
 * engine returns no plan: the stored plan is always the clinical core's (analyzer-types.ts).
 */
export const BUILT_IN_PLANS: Record<'infected' | 'not_infected', TreatmentPlanFields> = {
  infected: {
    name: 'Infected wound care (built-in plan)',
    description:
      'General care for a wound with a positive infection screen, pending clinical review: wound hygiene and a topical antiseptic / antimicrobial dressing; ' +
      'systemic antibiotics only for deep, spreading or systemic infection, as prescribed (IWII 2022).',
    severity: 'high',
    materials: [
      'Sterile saline or an antiseptic wound cleanser',
      'Antimicrobial dressing (silver, iodine, PHMB or honey)',
      'Absorbent secondary dressing',
      'Medical tape',
      'Disposable gloves',
    ],
    steps: {
      '1': 'Wash hands and put on clean gloves.',
      '2': 'Cleanse the wound and surrounding skin with saline or an antiseptic cleanser.',
      '3': 'Cover with an antimicrobial dressing and an absorbent secondary dressing; secure them.',
      '4': 'Check for spreading redness, warmth, fever or probe to bone: these need same-day clinical review for systemic antibiotics.',
      '5': 'Record the wound appearance and change the dressing daily or as directed.',
    },
    precautions: [
      'Do not reuse dressings.',
      'Keep the outer dressing clean and dry; change it when exudate strikes through.',
    ],
    when_to_seek_help: ['Fever or chills', 'Redness spreading from the wound', 'Increasing pain, swelling or pus'],
    duration: '7-14 days',
    is_self_treatable: false,
  },
  not_infected: {
    name: 'Clean wound care (built-in plan)',
    description: 'General care for a clean, non-infected wound.',
    severity: 'low',
    materials: ['Sterile saline', 'Moisture-retentive dressing', 'Sterile gauze', 'Medical tape', 'Disposable gloves'],
    steps: {
      '1': 'Wash hands and put on clean gloves.',
      '2': 'Cleanse the wound gently with sterile saline.',
      '3': 'Pat the surrounding skin dry.',
      '4': 'Apply a moisture-retentive dressing and secure it.',
      '5': 'Change the dressing every 2-3 days or when it is saturated.',
    },
    precautions: ['Protect the wound from pressure and friction.', 'Keep the dressing clean and dry.'],
    when_to_seek_help: ['Signs of infection: redness, warmth, swelling, pus or odour', 'No improvement within a week'],
    duration: '3-7 days',
    // chronic wounds are not self-treatable (Wound Bed Preparation 2021); the cause is not known here
    is_self_treatable: false,
  },
};

export function builtInPlanFor(diagnosis: string | null | undefined): TreatmentPlanFields {
  return diagnosis === 'infected' ? BUILT_IN_PLANS.infected : BUILT_IN_PLANS.not_infected;
}
