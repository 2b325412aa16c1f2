import { type ClinicalFlag, type FlagSeverity, flagRuleInfo, flagSeverities } from '@pnc/schemas/centre/clinical-flag';
import type { Label } from '@pnc/schemas/centre/define-spec';
import type { TFunction } from 'i18next';
import { centreDateTime } from '../../../lib/day-format';

/** An instant as the centre's clock reads it (Taipei, UTC+8 all year), whatever the browser's zone: 2026-03-02 09:30. */
export const taipeiDateTime = (iso: string) => centreDateTime(iso);

const lang = (language: string): keyof Label => (language === 'en' ? 'en' : 'tw');

/** A rule's name for staff (clinical-flag.ts); a rule this build does not know shows as its code. */
export const ruleLabel = (rule: string, language: string) =>
  (flagRuleInfo as Record<string, { label: Label } | undefined>)[rule]?.label[lang(language)] ?? rule;

const rank = (s: FlagSeverity) => flagSeverities.indexOf(s);

/** Urgent first, then alert, then watch; newest first within a severity (the order the API answers in). */
export const sortFlags = (flags: readonly ClinicalFlag[]) =>
  [...flags].sort((a, b) => rank(a.severity) - rank(b.severity) || b.raised_at.localeCompare(a.raised_at));

/** The value that crossed the rule, in words with its unit: EPDS total or item 10, °C, share of birth weight, mg/dL, SpO2 %. */
export function flagValueText(t: TFunction, flag: ClinicalFlag, language: string): string | null {
  const { value, rule } = flag;
  if (value == null) return null;
  const locale = language === 'en' ? 'en-US' : 'zh-TW';
  const plain = value.toLocaleString(locale, { maximumFractionDigits: 2 });
  switch (rule) {
    case 'epds_self_harm':
      return t('clinicalFlags.value.epdsItem10', { value: plain });
    case 'epds_refer':
    case 'epds_watch':
      return t('clinicalFlags.value.epdsTotal', { value: plain });
    case 'fever':
    case 'newborn_fever':
    case 'newborn_cold':
      return t('clinicalFlags.value.temperature', { value: plain });
    case 'weight_loss':
    case 'weight_loss_review':
    case 'birth_weight_not_regained':
      return t('clinicalFlags.value.weightShare', {
        percent: (value * 100).toLocaleString(locale, { maximumFractionDigits: 1 }),
      });
    case 'bilirubin_phototherapy':
      return t('clinicalFlags.value.bilirubin', { value: plain });
    case 'maternal_spo2':
    case 'newborn_spo2':
    case 'newborn_spo2_watch':
      return t('clinicalFlags.value.spo2', { value: plain });
    default:
      return plain;
  }
}
