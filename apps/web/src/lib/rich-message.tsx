import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { say } from './i18n/workspace-i18n.ts';

// a private-use character: never in a message or a value, so the split finds only the slot
const SLOT = '\uE000';

/**
 * A workspace message one of whose values is an element (a figure in <strong>, a button in a
 * sentence): the sentence stays one message for the translator, who may move the value, and the
 * element is rendered where the translation puts it.
 */
export function RichMessage({
  message,
  values = {},
  slot,
  children,
}: {
  message: MessageDescriptor;
  values?: Record<string, unknown>;
  /** the name of the value the element stands for */
  slot: string;
  children: ReactNode;
}) {
  const [before = '', after = ''] = say(message, { ...values, [slot]: SLOT }).split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
