import type { ErrorInfo } from 'react';

/**
 * React's recoverable errors (a hydration mismatch above all) go to the console as errors, where
 * the e2e suite's console check fails the test.
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error('React recoverable error:', error, info.componentStack ?? '');
}
