import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, PageHeading } from '../../../components/ui/card.tsx';

/**
 * A workspace address whose record does not exist (or is not in the active team): said plainly,
 * with the way to the list it would be in — never a blank page.
 */
export function RecordNotFound({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  return (
    <div>
      <PageHeading title={title} />
      <EmptyState icon={<SearchX className="h-6 w-6" aria-hidden="true" />} title={text}>
        <Link to={back.to} className={buttonClass('secondary', 'md', 'mt-4')}>
          {back.label}
        </Link>
      </EmptyState>
    </div>
  );
}
