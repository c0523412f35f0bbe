import { Link } from 'react-router';
import { footerColumns } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { Logo } from './logo.tsx';

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">
            AI-assisted wound measurement, clinical decision support and care coordination for healthcare organizations
            and licensed clinicians.
          </p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social profiles">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  className="rounded-md border border-slate-700 px-3 py-1.5 text-xs font-medium text-slate-300 hover:border-slate-500 hover:text-white"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-white">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-slate-400 hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {site.name}. For use by licensed healthcare professionals. Not a substitute for
          clinical judgement.
        </p>
      </div>
    </footer>
  );
}
