import { site } from '../../content/site.ts';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#0f766e'} />
        <path d="M8 17c3-7 13-7 16 0-3 5-13 5-16 0z" fill={inverted ? '#0f766e' : '#fff'} />
        <circle cx="16" cy="16.5" r="3" fill={inverted ? '#fff' : '#0f766e'} />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}>{site.name}</span>
    </span>
  );
}
