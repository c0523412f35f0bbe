import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useNav } from '../../../lib/nav.tsx';
import { paths } from '../../../lib/paths.ts';
import { onDarkLinkClass } from './cta-band.tsx';
import { Island } from '../../../islands/island.tsx';

export interface ScheduleDemoProps {
  label?: string;
  size?: 'md' | 'lg';
  variant?: 'primary' | 'secondary' | 'on-dark';
  className?: string;
}

/** The label of the way back for a visitor who is already signed in. */
export const OPEN_WORKSPACE = 'Open workspace';

/**
 * Opens the auth modal in Book a Demo mode (docs/spec-notes.md#auth-modal); a visitor who is already signed in
 * is not offered a demo again but the way back to the workspace.
 */
export function ScheduleDemoButton({
  label = 'Schedule Demo',
  size = 'lg',
  variant = 'primary',
  className = '',
}: ScheduleDemoProps) {
  const { status, openAuthModal } = useAuth();
  const { Link } = useNav();
  const open = () => openAuthModal('signup');
  if (status === 'signed-in') {
    const look = variant === 'on-dark' ? `${onDarkLinkClass} ${className}` : buttonClass(variant, size, className);
    return (
      <Link to={paths.demo} className={look}>
        {OPEN_WORKSPACE}
      </Link>
    );
  }
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
