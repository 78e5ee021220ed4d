import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  label: string;
  /** The field's name in the form (and in the page's build-time copy, lib/prerendered). */
  name: string;
  /** The field's validation message; marks it invalid. */
  error?: string;
}

/**
 * An outlined text field with a floating label, as MUI's TextField looks in the theme, in plain markup (auth-card.css).
 * The label floats while the field is focused or holds a value (`:placeholder-shown` needs the blank placeholder).
 */
export function TextInput({ label, error, id, className, ...input }: TextInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper`;
  return (
    <div className={`text-input${error ? ' text-input--error' : ''}${className ? ` ${className}` : ''}`}>
      <div className="text-input__box">
        <input
          {...input}
          id={inputId}
          className="text-input__control"
          placeholder=" "
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        <label htmlFor={inputId} className="text-input__label">
          {label}
        </label>
        <fieldset aria-hidden="true" className="text-input__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p id={helperId} className="text-input__helper">
          {error}
        </p>
      )}
    </div>
  );
}

interface SubmitButtonProps {
  /** Disables the button and shows a spinner in place of its text (the text stays its accessible name). */
  loading?: boolean;
  /** Cannot be used yet (no spinner). */
  disabled?: boolean;
  children: ReactNode;
}

/** The form's primary action: the theme's large contained button. */
export function SubmitButton({ loading = false, disabled = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`auth-button${loading ? ' auth-button--loading' : ''}`} disabled={loading || disabled}>
      <span className="auth-button__label">{children}</span>
      {loading && <span className="auth-button__spinner" aria-hidden="true" />}
    </button>
  );
}

/** A failure in words, announced as it appears: MUI's error Alert, in plain markup. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="auth-alert">
      <svg className="auth-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
      </svg>
      <div className="auth-alert__message">{children}</div>
    </div>
  );
}
