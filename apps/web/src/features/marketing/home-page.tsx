import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';

export function HomePage() {
  const { openAuthModal } = useAuth();
  return (
    <section id="hero" className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
      <h1 className="text-4xl font-bold text-ink">AI-powered wound care</h1>
      <Button className="mt-8" size="lg" onClick={() => openAuthModal('signup')}>
        Schedule Demo
      </Button>
    </section>
  );
}
