import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { onDarkLinkClass } from './cta-band.tsx';
import { Island } from '../../../islands/island.tsx';

export interface ScheduleDemoProps {
  label?: string;
  size?: 'md' | 'lg';
  variant?: 'primary' | 'secondary' | 'on-dark';
  className?: string;
}

/** Opens the auth modal in Book a Demo mode (spec 000 §2.4). */
export function ScheduleDemoButton({
  label = 'Schedule Demo',
  size = 'lg',
  variant = 'primary',
  className = '',
}: ScheduleDemoProps) {
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

/** The Book a Demo button as an island of a prerendered page (plain button in the app). */
export function ScheduleDemo(props: ScheduleDemoProps) {
  return <Island name="schedule-demo" component={ScheduleDemoButton} props={props} />;
}
