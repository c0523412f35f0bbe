import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { paths } from '../lib/paths.ts';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonClass('primary', 'md', 'mt-8')}>
        Go to the home page
      </Link>
    </section>
  );
}
