// The agent rebate rate of every category as form fields (percentages), each labelled with its bound:
// the agent's own rate. Shared by account opening and the rebate settings screen.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { REBATE_CATEGORIES, type RebateCategory } from '../../shared/constants/rebates.ts';
import { CATEGORY_LABELS, formatRate } from '../screen/rebate-categories.ts';
import { TextField } from './text-field.tsx';

interface FieldProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}

export function RateFields({
  field,
  bounds,
  className,
}: {
  /** useForm's `field` for a category's name. */
  field: (category: RebateCategory) => FieldProps;
  /** The most each category may be, basis points. */
  bounds: Record<RebateCategory, number>;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={className}>
      {REBATE_CATEGORIES.map((category) => {
        const name = t(CATEGORY_LABELS[category]);
        const max = formatRate(bounds[category], i18n.locale);
        return (
          <TextField
            key={category}
            {...field(category)}
            name={`rate-${category}`}
            label={t`${name} % (max ${max})`}
            inputMode="decimal"
            maxLength={6}
            autoComplete="off"
            placeholder="0"
            clearable={false}
          />
        );
      })}
    </div>
  );
}
