import type { ContentIcon } from '../../../content/marketing-types.ts';

/** A decorative icon from content; always hidden from assistive technology. */
export function Icon({ icon: Component, className = 'h-5 w-5' }: { icon: ContentIcon; className?: string }) {
  return <Component className={className} aria-hidden="true" />;
}

/** An icon on a soft brand-tinted tile, used by cards. */
export function IconTile({ icon, size = 'md' }: { icon: ContentIcon; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-12 w-12 rounded-xl' : 'h-10 w-10 rounded-lg';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100 ${box}`}
    >
      <Icon icon={icon} className={size === 'lg' ? 'h-6 w-6' : 'h-5 w-5'} />
    </span>
  );
}
