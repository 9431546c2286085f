import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import {
  addDays,
  type CustomProblem,
  customProblem,
  customRange,
  operatorDay,
  presetRange,
  RANGE_TABS,
  type RangeTab,
  type RecordRange,
} from '../../lib/record-range.ts';
import { RECORDS_MAX_RANGE_DAYS } from '../../shared/constants/records.ts';
import styles from './range-picker.module.css';

export interface RangeState {
  tab: RangeTab;
  range: RecordRange;
}

/** Opening a record screen shows the last 7 days. */
export const initialRange = (now = Date.now()): RangeState => ({ tab: '7d', range: presetRange('7d', now) });

const TAB_LABELS: Record<RangeTab, MessageDescriptor> = {
  today: msg`Today`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  custom: msg`Custom`,
};

const PROBLEMS: Record<CustomProblem, MessageDescriptor> = {
  missing: msg`Choose both dates.`,
  order: msg`The start date must not be after the end date.`,
  future: msg`The start date is in the future.`,
  tooLong: msg`Choose at most ${RECORDS_MAX_RANGE_DAYS} days.`,
};

/** Today, 7 days, 30 days, or two dates (days of the operator's time zone). */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeState;
  onChange: (next: RangeState) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const today = operatorDay(Date.now());
  const [custom, setCustom] = useState(value.tab === 'custom');
  const [fromDay, setFromDay] = useState(addDays(today, -6));
  const [toDay, setToDay] = useState(today);
  const [problem, setProblem] = useState<CustomProblem | null>(null);

  const pick = (tab: RangeTab) => {
    setProblem(null);
    if (tab === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ tab, range: presetRange(tab, Date.now()) });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customProblem(fromDay, toDay, Date.now());
    setProblem(found);
    if (!found) onChange({ tab: 'custom', range: customRange(fromDay, toDay) });
  };
  const selected = custom ? 'custom' : value.tab;

  return (
    <div className={styles.range}>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t`Date range`}</legend>
        {RANGE_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className={styles.tab}
            aria-pressed={selected === tab}
            onClick={() => pick(tab)}
          >
            {t(TAB_LABELS[tab])}
          </button>
        ))}
      </fieldset>
      {custom ? (
        <form className={styles.custom} onSubmit={apply} noValidate>
          <label className={styles.dateField} htmlFor={`${id}-from`}>
            <span>
              <Trans>Start date</Trans>
            </span>
            <input
              id={`${id}-from`}
              type="date"
              value={fromDay}
              max={today}
              onChange={(e) => setFromDay(e.target.value)}
            />
          </label>
          <label className={styles.dateField} htmlFor={`${id}-to`}>
            <span>
              <Trans>End date</Trans>
            </span>
            <input
              id={`${id}-to`}
              type="date"
              value={toDay}
              max={today}
              onChange={(e) => setToDay(e.target.value)}
            />
          </label>
          <button type="submit" className="button-primary button-small">
            <Trans>Show</Trans>
          </button>
          {problem ? (
            <p className={styles.problem} role="alert">
              {t(PROBLEMS[problem])}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
