/** Analysis-server badge (spec 001 §1): connected, or demo mode with the server offline. */
export function ConnectionBadge({ connected }: { connected: boolean | null }) {
  const [label, dot, tone] =
    connected === null
      ? ['Checking server…', 'bg-slate-400', 'bg-slate-100 text-slate-700']
      : connected
        ? ['AI server connected', 'bg-green-600', 'bg-green-50 text-green-800 ring-1 ring-inset ring-green-600/20']
        : [
            'Demo mode — server offline',
            'bg-amber-500',
            'bg-amber-50 text-amber-900 ring-1 ring-inset ring-amber-600/30',
          ];
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-2 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${tone}`}
    >
      <span className={`h-2 w-2 rounded-full ${dot} ${connected ? 'animate-pulse' : ''}`} aria-hidden="true" />
      {label}
    </span>
  );
}
