import { i18n, type MessageDescriptor } from '@lingui/core';
import { messages } from '../../locales/workspace/en.po';

/**
 * The signed-in workspace's words: catalog messages (src/locales/workspace), in English for now.
 * A language is added by translating its PO file and loading it here; the code does not change.
 * The workspace has one language at a time in the browser, so it uses Lingui's one instance
 * (the patient page, which switches language, makes its own per language).
 */
i18n.loadAndActivate({ locale: 'en', messages });

/**
 * A workspace message in the workspace's language, with its values: those given here, else those
 * the `msg` macro took from the template (say(msg`Deleted ${name}`)).
 */
export function say(message: MessageDescriptor, values?: Record<string, unknown>): string {
  // a descriptor built apart: the extractor reads only literal descriptors passed to i18n._
  const withValues: MessageDescriptor = { ...message, values: values ?? message.values };
  return i18n._(withValues);
}
