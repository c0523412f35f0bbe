import { useId } from 'react';
import {
  SIGN_DEFINITIONS,
  type BedsideSigns,
  type InfectionSignId,
  type ScreenSign,
  type SignState,
} from '@woundcare/api-types';

const STATES: { value: SignState; label: string }[] = [
  { value: 'present', label: 'Present' },
  { value: 'absent', label: 'Absent' },
  { value: 'not_assessed', label: 'Not assessed' },
];

/**
 * The NERDS / STONEES checklist: each sign present, absent or not assessed (a radio group per
 * sign). Used at upload and on the result, where `photo` adds what the photo showed for a sign.
 * Signs the photo can judge are listed only when `includePhotoSigns` is set.
 */
export function InfectionChecklist({
  value,
  onChange,
  photo,
  includePhotoSigns = true,
  disabled = false,
}: {
  value: BedsideSigns;
  onChange: (next: BedsideSigns) => void;
  photo?: ScreenSign[];
  includePhotoSigns?: boolean;
  disabled?: boolean;
}) {
  const base = useId();
  const defs = SIGN_DEFINITIONS.filter((d) => includePhotoSigns || !d.photo);
  const set = (id: InfectionSignId, state: SignState) => {
    const next = { ...value };
    if (state === 'not_assessed') delete next[id];
    else next[id] = state;
    onChange(next);
  };
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {defs.map((d) => {
        const current = value[d.id] ?? 'not_assessed';
        const fromPhoto = photo?.find((s) => s.id === d.id);
        const photoNote =
          fromPhoto && fromPhoto.source === 'image' && current === 'not_assessed'
            ? `Photo: ${fromPhoto.state === 'present' ? 'present' : 'absent'} — ${fromPhoto.image_evidence ?? ''}`
            : null;
        return (
          <li key={d.id} className="px-3 py-2">
            <fieldset disabled={disabled}>
              <legend className="text-sm font-medium text-slate-800">{d.label}</legend>
              <p className="text-xs text-slate-600">{d.note}</p>
              {photoNote && <p className="text-xs text-blue-800">{photoNote}</p>}
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {STATES.map((s) => {
                  const id = `${base}-${d.id}-${s.value}`;
                  return (
                    <label
                      key={s.value}
                      htmlFor={id}
                      className="inline-flex min-h-8 items-center gap-1.5 text-sm text-slate-700"
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`${base}-${d.id}`}
                        value={s.value}
                        checked={current === s.value}
                        onChange={() => set(d.id, s.value)}
                        className="h-4 w-4 accent-brand-700"
                      />
                      {s.label}
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
