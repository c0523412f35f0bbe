/** The site header's link look, and its current-page state. */
const linkBase = 'rounded-md px-3 py-2 text-sm font-medium transition-colors';
export const linkClass = (active: boolean) =>
  `${linkBase} ${active ? 'text-brand-800 bg-brand-50' : 'text-slate-700 hover:text-brand-800 hover:bg-slate-50'}`;
