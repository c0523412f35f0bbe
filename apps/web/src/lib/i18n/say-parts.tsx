import { Fragment, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { say } from './workspace-i18n.ts';

/** marks a value's place in the rendered message; never in a message or a value's text */
const MARK = '\u0000';

/**
 * A workspace message some of whose values are elements (a figure set in bold, a styled date): the
 * sentence stays one message for the translator, and each element is set where the translation
 * puts its placeholder.
 */
export function sayParts(message: MessageDescriptor, values: Record<string, ReactNode>): ReactNode[] {
  const marked = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));
  return say(message, marked)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{values[part]}</Fragment> : part));
}
