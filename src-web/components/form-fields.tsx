// The track form's labelled field and its select of labelled choices, shared by its sections.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <p className="field-hint">{hint}</p>}
    </div>
  );
}

/** A select of labelled choices (in the page's language) with "Not set" first (its value ''). */
export function ChoiceSelect<V extends string>({
  id,
  value,
  choices,
  onChange,
}: {
  id: string;
  value: V | '';
  choices: Record<V, string>;
  onChange: (value: V | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
      <option value="">{t('forms.notSet')}</option>
      {(Object.entries(choices) as [V, string][]).map(([choice, label]) => (
        <option key={choice} value={choice}>
          {label}
        </option>
      ))}
    </select>
  );
}
