import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { emailConfirmationCopy as copy } from './email-confirmation-copy.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

/**
 * Above the workspace: the confirmation link's outcome (it lands on /demo?email=confirmed, with
 * `&error=CODE` when it could not confirm), and while the address is unconfirmed a notice with a
 * button that mails a new link.
 */
export function EmailConfirmationNotice() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const landed = params.get('email') === 'confirmed';
  const linkFailed = landed && params.has('error');
  const unconfirmed = user?.emailVerified === false;

  if (!unconfirmed)
    return landed && !linkFailed ? (
      <p
        role="status"
        className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      >
        {copy.confirmed}
      </p>
    ) : null;
  return (
    <section
      aria-labelledby="confirm-email-heading"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="confirm-email-heading" className="font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1">{linkFailed ? copy.linkFailed : copy.body(user.email)}</p>
      <ResendConfirmation email={user.email} />
    </section>
  );
}
