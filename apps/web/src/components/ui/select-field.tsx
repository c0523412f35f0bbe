import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled native select (keyboard and screen-reader behaviour come with the element). */
export function SelectField({
  label,
  hint,
  options,
  className = '',
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={rest.id ?? id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {rest.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={rest.id ?? id}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
