import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { isHexColor } from '../../../../shared/colors.ts';
import { INPUT_CLASS } from '../../../components/fields.tsx';
import { whiteTextContrast } from '../../../lib/contrast.ts';

/**
 * A store colour: its hex text and a picker side by side, and (for colours white text sits on) a
 * warning when white text on it misses WCAG AA.
 */
export function ColourField({
  label,
  value,
  onChange,
  errors,
  checkWhiteText = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  checkWhiteText?: boolean;
}) {
  const { _ } = useLingui();
  const id = useId();
  const contrast = checkWhiteText && isHexColor(value) ? whiteTextContrast(value) : null;
  const describedBy = [errors?.length ? `${id}-error` : '', contrast ? `${id}-contrast` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          placeholder="#1e40af"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
        />
        <input
          type="color"
          aria-label={_('{field}: colour picker', { field: label })}
          value={isHexColor(value) && value.length === 7 ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-gray-400 bg-white p-1"
        />
      </div>
      {errors && errors.length > 0 && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors.join(' ')}
        </p>
      )}
      {contrast && !contrast.enough && (
        <p id={`${id}-contrast`} className="mt-1 rounded-md border border-amber-400 bg-amber-50 px-2 py-1 text-sm text-amber-950">
          {_('White text on this colour has a contrast of {ratio}:1; WCAG AA needs 4.5:1. Choose a darker colour so buttons and the header stay readable.', { ratio: contrast.ratio.toFixed(2) })}
        </p>
      )}
      {contrast && contrast.enough && (
        <p id={`${id}-contrast`} className="mt-1 text-xs text-gray-700">
          {_('White text contrast {ratio}:1 (meets WCAG AA).', { ratio: contrast.ratio.toFixed(2) })}
        </p>
      )}
    </div>
  );
}
