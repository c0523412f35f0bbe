import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { PATIENT_LOCALES } from '@woundcare/api-types';

/**
 * The catalogs CI keeps honest (what `lingui compile --strict` checks, per catalog, plus freshness):
 * every message in the code is in the catalog, no message the code no longer uses stays in it, and
 * the patient catalog has a translation of every message in every language the patient page speaks.
 * The workspace catalog is English until a language is added to it. After changing a message:
 * `npm run i18n:extract`, then translate the patient catalog's new entries.
 */
const config = getConfig({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) });
const catalogs = await getCatalogs(config);
const named = (dir: string) => catalogs.find((c) => c.path.includes(`/locales/${dir}/`))!;

const REQUIRED: Record<string, readonly string[]> = { patient: PATIENT_LOCALES, workspace: ['en'] };

describe('message catalogs', { timeout: 120_000 }, () => {
  it('has the two catalogs, each locale of the patient page in the config', () => {
    expect(named('patient')).toBeTruthy();
    expect(named('workspace')).toBeTruthy();
    expect(config.locales).toEqual([...PATIENT_LOCALES]);
  });

  for (const [dir, locales] of Object.entries(REQUIRED)) {
    it(`${dir}: holds exactly the messages the code uses (run npm run i18n:extract), none missing, none unused`, async () => {
      const catalog = named(dir);
      const inCode = Object.keys((await catalog.collect()) ?? {}).sort();
      for (const locale of config.locales) {
        const stored = await catalog.read(locale);
        const live = Object.keys(stored)
          .filter((id) => !stored[id]!.obsolete)
          .sort();
        const unused = Object.keys(stored).filter((id) => !inCode.includes(id));
        expect(unused, `${dir}/${locale}.po: messages the code no longer uses`).toEqual([]);
        expect(live, `${dir}/${locale}.po: messages not extracted yet`).toEqual(inCode);
      }
    });

    it(`${dir}: translates every message in ${locales.join(', ')} (as lingui compile --strict)`, async () => {
      const catalog = named(dir);
      for (const locale of locales) {
        const { missing } = await catalog.getTranslations(locale, {
          sourceLocale: config.sourceLocale ?? 'en',
          fallbackLocales: config.fallbackLocales || {},
        });
        expect(
          missing.map((m) => m.source),
          `${dir}/${locale}.po: untranslated`,
        ).toEqual([]);
      }
    });
  }
});
