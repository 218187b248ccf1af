import { useEffect, useId, useState } from 'react';
import { formatHex, MAX_NAME_LENGTH, parseColor } from 'statradar';

import { COUNTER_FROM } from '../../components/EditableText';
import { showToast } from '../../components/toasts';

/** How long the message about a colour left unreadable stays. */
const TOAST_MS = 5000;

interface ColorFieldProps {
  color: string;
  /** Called with valid colours only (invalid text never leaves the field). */
  onChange(color: string): void;
  label: string;
}

/**
 * A native colour picker beside a text field that accepts 3, 4, 6 or 8-digit hex and colour names
 * (saved as their hex value). Text that is not a colour shows an inline error and is not saved.
 */
export function ColorField({ color, onChange, label }: ColorFieldProps) {
  const id = useId();
  const [text, setText] = useState(color);
  const [error, setError] = useState<string | null>(null);

  // Follow changes from elsewhere (undo, the picker, another data set) unless the text says the same.
  useEffect(() => {
    setText((current) => (parseColor(current) && sameColor(current, color) ? current : color));
    setError(null);
  }, [color]);

  const rgba = parseColor(color);
  // As every text field: a counter near the chart parser's limit.
  const showCounter = text.length >= Math.floor(MAX_NAME_LENGTH * COUNTER_FROM);
  const counterId = `${id}-counter`;
  const pickerValue = rgba ? formatHex({ ...rgba, a: 1 }) : '#000000';

  function onTextChange(value: string) {
    setText(value);
    const rgba = parseColor(value);
    if (rgba) {
      setError(null);
      // Stored as hex (the chart model's colour), typed hex as it was typed; the field keeps the name.
      onChange(value.trim().startsWith('#') ? value.trim() : formatHex(rgba));
    } else {
      setError(
        `"${value}" is not a colour: use #rgb, #rgba, #rrggbb, #rrggbbaa or a colour name such as teal.`,
      );
    }
  }

  return (
    <div className="editor-color-field">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={pickerValue}
        onChange={(event) => onChange(event.target.value)}
      />
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        className="editor-color-text"
        value={text}
        maxLength={MAX_NAME_LENGTH}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error !== null}
        aria-describedby={
          [error ? `${id}-error` : '', showCounter ? counterId : ''].join(' ').trim() || undefined
        }
        onChange={(event) => onTextChange(event.target.value)}
        onBlur={() => {
          if (error) {
            // Said once, politely, when the user leaves the text: an alert on every keystroke
            // interrupted screen readers at each step of a valid colour typed ("#", "#2", "#2d"…).
            showToast('color-field', `"${text}" is not a colour; the colour stays ${color}.`, TOAST_MS);
            setText(color);
            setError(null);
          }
        }}
      />
      {showCounter && (
        <p id={counterId} className="editable-text-counter" aria-live="polite">
          {text.length} / {MAX_NAME_LENGTH} characters
        </p>
      )}
      {error && (
        // The field's description (read with it), not a live region: see onBlur.
        <p id={`${id}-error`} className="error-text editor-color-error">
          {error}
        </p>
      )}
    </div>
  );
}

function sameColor(a: string, b: string): boolean {
  const left = parseColor(a);
  const right = parseColor(b);
  return left !== null && right !== null && formatHex(left) === formatHex(right);
}
