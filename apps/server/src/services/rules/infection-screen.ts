import type { InfectionScreenJson } from '@woundcare/api-types';

/** Readable label of a screen ("Infection screen positive — deep / surrounding"). */
export function screenLabel(screen: Pick<InfectionScreenJson, 'result' | 'level'>): string {
  if (screen.result === 'positive')
    return `Positive — ${screen.level === 'deep' ? 'deep / surrounding (STONEES)' : 'local (NERDS)'}`;
  if (screen.result === 'negative') return 'Negative';
  return 'Indeterminate — bedside assessment needed';
}
