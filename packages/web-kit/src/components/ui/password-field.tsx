import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const { t } = useT();
  const label = props.label.toLowerCase();
  const toggle = (
    <button
      type="button"
      onClick={() => setIsVisible((visible) => !visible)}
      aria-label={isVisible ? t('field.hideLabel', { label }) : t('field.showLabel', { label })}
      aria-pressed={isVisible}
      className="rounded-lg px-3 py-2 text-sm font-semibold text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
    >
      {isVisible ? t('field.hide') : t('field.show')}
    </button>
  );
  return <TextField {...props} type={isVisible ? 'text' : 'password'} trailing={toggle} />;
}
