import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, FormError, PasswordField, TextField } from '../../components/ui/field.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { requestPasswordReset } from '../../lib/auth/api/request-password-reset.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { paths, returnPath } from '../../lib/paths.ts';
import { useNav } from '../../lib/nav.tsx';
import {
  authMessages,
  signUpBody,
  validateResetRequest,
  validateSecondFactor,
  validateSignIn,
  validateSignUp,
  type SignUpForm,
} from './validation.ts';

const emptySignUp: SignUpForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  title: '',
  organization: '',
  agreed: false,
};

function messageOf(err: unknown, fallback: string) {
  return err instanceof ApiRequestError && err.message ? err.message : fallback;
}

/** One modal (docs/spec-notes.md#auth-modal), two modes (Sign In, Book a Demo). On success: close and go to /demo. */
export function AuthModal() {
  const { modal, closeAuthModal, openAuthModal } = useAuth();
  const title = modal === 'signin' ? 'Sign In' : 'Book a Demo';
  return (
    <Dialog open={modal !== null} onClose={closeAuthModal} title={title}>
      {modal === 'signin' && <SignInForm onSwitch={() => openAuthModal('signup')} />}
      {modal === 'signup' && <SignUpFormView onSwitch={() => openAuthModal('signin')} />}
    </Dialog>
  );
}

function LegalLinks({ onNavigate }: { onNavigate: () => void }) {
  const { Link } = useNav();
  return (
    <p className="text-center text-xs text-slate-500">
      See our{' '}
      <Link to={paths.terms} onClick={onNavigate} className="font-medium text-brand-700 underline">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to={paths.privacy} onClick={onNavigate} className="font-medium text-brand-700 underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}

function SignInForm({ onSwitch }: { onSwitch: () => void }) {
  const { signIn, closeAuthModal } = useAuth();
  const navigate = useNav().navigate;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const invalid = validateSignIn(email, password);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(true);
    try {
      if ((await signIn(email.trim(), password, remember)) === 'two-factor') {
        setPassword('');
        setSecondStep(true);
        return;
      }
      closeAuthModal();
      // back to the signed-in page a link led to, if any
      navigate(returnPath(window.location.search));
    } catch (err) {
      setError(messageOf(err, authMessages.signInFailed));
    } finally {
      setBusy(false);
    }
  }

  async function forgot() {
    setNotice(null);
    const invalid = validateResetRequest(email);
    if (invalid) return setError(invalid);
    setError(null);
    try {
      const res = await requestPasswordReset(email.trim());
      setNotice(res.message || authMessages.resetSent);
    } catch (err) {
      setError(messageOf(err, authMessages.resetFailed));
    }
  }

  if (secondStep) return <SecondFactorForm onBack={() => setSecondStep(false)} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">Welcome back. Sign in to open your wound-care workspace.</p>
      <FormError message={error} />
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
        >
          {notice}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex items-center justify-between gap-2">
        <Checkbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <button type="button" onClick={forgot} className="text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </button>
      </div>
      <Button type="submit" disabled={busy} className="w-full" size="lg">
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <button type="button" onClick={onSwitch} className="font-semibold text-brand-700 hover:underline">
          Book a Demo
        </button>
      </p>
      <LegalLinks onNavigate={closeAuthModal} />
    </form>
  );
}

/** The second step for an account with two-factor: a code from the authenticator app, or a recovery code. */
function SecondFactorForm({ onBack }: { onBack: () => void }) {
  const { completeSignIn, closeAuthModal } = useAuth();
  const navigate = useNav().navigate;
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateSecondFactor(code, kind);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(true);
    try {
      await completeSignIn(code.trim(), kind);
      closeAuthModal();
      navigate(paths.demo);
    } catch (err) {
      setError(messageOf(err, authMessages.signInFailed));
    } finally {
      setBusy(false);
    }
  }

  function switchKind() {
    setKind((k) => (k === 'app' ? 'recovery' : 'app'));
    setCode('');
    setError(null);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {kind === 'app'
          ? 'Your account uses two-factor sign-in. Enter the 6-digit code your authenticator app shows for Woundly.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'}
      </p>
      <FormError message={error} />
      <TextField
        key={kind}
        label={kind === 'app' ? 'Authentication code' : 'Recovery code'}
        autoComplete="one-time-code"
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={busy} className="w-full" size="lg">
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={switchKind} className="font-medium text-brand-700 hover:underline">
          {kind === 'app' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
        </button>
        <button type="button" onClick={onBack} className="font-medium text-slate-600 hover:underline">
          Back to password
        </button>
      </div>
    </form>
  );
}

function SignUpFormView({ onSwitch }: { onSwitch: () => void }) {
  const { signUp, closeAuthModal } = useAuth();
  const { navigate, Link } = useNav();
  const [form, setForm] = useState<SignUpForm>(emptySignUp);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof SignUpForm>(key: K, value: SignUpForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateSignUp(form);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(true);
    try {
      await signUp(signUpBody(form));
      closeAuthModal();
      // back to the signed-in page a link led to, if any; else My Profile with the first-run guide
      navigate(returnPath(window.location.search, paths.workspace.profile));
    } catch (err) {
      setError(messageOf(err, authMessages.signUpFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">Create your account to explore the clinician workspace.</p>
      <FormError message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
      </div>
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Job title (optional)"
          autoComplete="organization-title"
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextField
          label="Organization (optional)"
          autoComplete="organization"
          value={form.organization}
          onChange={(e) => set('organization', e.target.value)}
        />
      </div>
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <PasswordField
        label="Confirm password"
        required
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => set('confirmPassword', e.target.value)}
      />
      <Checkbox
        checked={form.agreed}
        onChange={(e) => set('agreed', e.target.checked)}
        label={
          <>
            I agree to the{' '}
            <Link to={paths.terms} onClick={closeAuthModal} className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy} onClick={closeAuthModal} className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
          </>
        }
      />
      <Button type="submit" disabled={busy} className="w-full" size="lg">
        {busy ? 'Booking Demo...' : 'Book Demo'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <button type="button" onClick={onSwitch} className="font-semibold text-brand-700 hover:underline">
          Sign In
        </button>
      </p>
    </form>
  );
}
