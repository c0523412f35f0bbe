import { Fragment } from 'react';

/**
 * An e-mail address that wraps at its "@" and dots (never mid-word, unless one part alone is
 * wider than the line).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="break-words">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}
