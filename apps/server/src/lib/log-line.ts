/**
 * One log entry is one line: control characters (CR, LF, ESC …), DEL, C1 controls and the
 * Unicode line/paragraph separators inside logged text (paths, user input, error messages,
 * stack traces) are written as \xNN / \uNNNN, so `%0A` in a URL cannot forge a log line and
 * no escape sequence reaches the operator's terminal.
 */
export function escapeLogLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch === '\n') return '\\n';
    if (ch === '\r') return '\\r';
    if (ch === '\t') return '\\t';
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
