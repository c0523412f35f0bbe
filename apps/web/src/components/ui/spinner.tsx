export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 py-16 text-slate-600 ${className}`}
    >
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
