import { msg } from '@lingui/core/macro';

/** The wound form's words (workspace catalog messages). */
export const woundFormCopy = {
  abpiInvalid: msg`ABPI: enter a number such as 0.95, or leave it empty if not measured.`,
  tbiInvalid: msg`TBI: enter a number such as 0.7, or leave it empty if not measured.`,
  site: msg`Body site`,
  etiology: msg`Etiology`,
  stage: msg`NPIAP stage`,
  onset: msg`Onset date`,
  abpi: msg`ABPI (ankle-brachial pressure index)`,
  notMeasured: msg`Not measured`,
  abpiHint: msg`Compression and offloading advice depend on it.`,
  tbi: msg`Toe-brachial index (TBI)`,
  tbiHint: msg`Optional, 0–2. Read with the ABPI for perfusion (IWGDF 2023: TBI ≥ 0.75 makes PAD less likely).`,
  potential: msg`Healing potential`,
  cancel: msg`Cancel`,
};
