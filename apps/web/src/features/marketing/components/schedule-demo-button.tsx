import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { onDarkLinkClass } from './cta-band.tsx';

/** Opens the auth modal in Book a Demo mode (spec 000 §2.4). */
export function ScheduleDemoButton({
  label = 'Schedule Demo',
  size = 'lg',
  variant = 'primary',
  className = '',
}: {
  label?: string;
  size?: 'md' | 'lg';
  variant?: 'primary' | 'secondary' | 'on-dark';
  className?: string;
}) {
  const { openAuthModal } = useAuth();
  const open = () => openAuthModal('signup');
  if (variant === 'on-dark') {
    return (
      <button type="button" className={`${onDarkLinkClass} ${className}`} onClick={open}>
        {label}
      </button>
    );
  }
  return (
    <Button size={size} variant={variant} className={className} onClick={open}>
      {label}
    </Button>
  );
}
