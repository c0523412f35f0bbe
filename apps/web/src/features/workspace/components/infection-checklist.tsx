import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import {
  IWGDF_SIGN_IDS,
  IWGDF_SIGN_LABELS,
  SIGN_DEFINITIONS,
  SIGN_STATE_WORDS,
  SIGN_STATES,
  type BedsideSignId,
  type BedsideSignStates,
  type Etiology,
  type InfectionSignRow,
  type SignState,
} from '@woundcare/api-types';
import { say } from '../../../lib/i18n/workspace-i18n.ts';

/** What the photo showed for an item the clinician has not answered (the state and evidence are the server's words). */
const words = {
  photo: msg({ message: 'Photo: {state}', comment: 'state: e.g. present, absent' }),
  photoEvidence: msg({
    message: 'Photo: {state} — {evidence}',
    comment: 'state: e.g. present; evidence: what was seen',
  }),
} as const;

/** One checklist item: its id, label, an optional note, and whether the photo can judge it. */
interface Item {
  id: BedsideSignId;
  label: string;
  note: string;
  photo: boolean;
}

const IWGDF_ITEMS: Item[] = IWGDF_SIGN_IDS.map((id) => ({ id, label: IWGDF_SIGN_LABELS[id], note: '', photo: false }));

/**
 * The bedside checklist: each item present, absent or not assessed (a radio group per item).
 * NERDS / STONEES always; for a diabetic foot ulcer the IWGDF/IDSA 2023 items as well, since the
 * diabetic-foot infection grade is judged on them. Used at upload and on the result, where `photo`
 * adds what the photo showed for an item. Items the photo can judge are listed only when
 * `includePhotoSigns` is set.
 */
export function InfectionChecklist<T extends BedsideSignStates>({
  value,
  onChange,
  photo,
  etiology,
  includePhotoSigns = true,
  disabled = false,
}: {
  value: T;
  onChange: (next: T) => void;
  photo?: InfectionSignRow[];
  etiology?: Etiology;
  includePhotoSigns?: boolean;
  disabled?: boolean;
}) {
  const base = useId();
  const items: Item[] = [
    ...SIGN_DEFINITIONS.filter((d) => includePhotoSigns || !d.photo),
    ...(etiology === 'diabetic_foot_ulcer' ? IWGDF_ITEMS : []),
  ];
  const set = (id: BedsideSignId, state: SignState) => {
    const next: BedsideSignStates = { ...value };
    if (state === 'not_assessed') delete next[id];
    else next[id] = state;
    onChange(next as T);
  };
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {items.map((d) => {
        const current = value[d.id] ?? 'not_assessed';
        const fromPhoto = photo?.find((s) => s.id === d.id);
        // what the photo showed (the server's words), while the clinician has not answered the item
        const photoNote =
          fromPhoto && fromPhoto.source === 'photo' && current === 'not_assessed'
            ? say(fromPhoto.evidence ? words.photoEvidence : words.photo, {
                state: fromPhoto.stateWords.toLowerCase(),
                evidence: fromPhoto.evidence,
              })
            : null;
        return (
          <li key={d.id} className="px-3 py-2">
            <fieldset disabled={disabled}>
              <legend className="text-sm font-medium text-slate-800">{d.label}</legend>
              {d.note && <p className="text-xs text-slate-600">{d.note}</p>}
              {photoNote && <p className="text-xs text-blue-800">{photoNote}</p>}
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {SIGN_STATES.map((s) => {
                  const id = `${base}-${d.id}-${s}`;
                  return (
                    <label
                      key={s}
                      htmlFor={id}
                      className="inline-flex min-h-8 items-center gap-1.5 text-sm text-slate-700"
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`${base}-${d.id}`}
                        value={s}
                        checked={current === s}
                        onChange={() => set(d.id, s)}
                        className="h-4 w-4 accent-brand-700"
                      />
                      {SIGN_STATE_WORDS[s]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}
