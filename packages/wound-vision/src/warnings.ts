/** A warning the user can act on; `code` is stable, `message` is for people. */
export interface Warning {
  code: string;
  message: string;
}
