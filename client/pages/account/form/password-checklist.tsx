import { useLingui } from '@lingui/react';
import { passwordRuleResults, passwordStrength, type PasswordRule } from '../../../../shared/password-rules.ts';

/**
 * The live password rule checklist and the strength meter (docs/product.md §5). The checklist is
 * announced politely as it changes; each rule says whether it is met in words, not colour only.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { _ } = useLingui();
  const results = passwordRuleResults(password);
  const labels: Record<PasswordRule, string> = {
    minLength: _('Minimum 8 characters'),
    numeric: _('At least one numeric'),
    mixedCase: _('At least one lowercase, uppercase and special character'),
  };
  const strength = passwordStrength(password);
  const strengthLabel = strength === 'strong' ? _('Strong') : strength === 'medium' ? _('Medium') : strength === 'weak' ? _('Weak') : '';
  const filled = strength === 'strong' ? 3 : strength === 'medium' ? 2 : strength === 'weak' ? 1 : 0;
  const colour = strength === 'strong' ? 'bg-green-700' : strength === 'medium' ? 'bg-amber-500' : 'bg-red-700';

  return (
    <div id={id} className="mt-1 flex flex-col gap-2">
      <div className="flex items-center gap-2" aria-live="polite">
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[1, 2, 3].map((step) => (
            <span key={step} className={`h-1.5 flex-1 rounded ${step <= filled ? colour : 'bg-gray-200'}`} />
          ))}
        </div>
        <span className="w-28 text-right text-xs text-gray-700">{strengthLabel && _('Strength: {level}', { level: strengthLabel })}</span>
      </div>
      <ul className="text-sm" aria-label={_('Password rules')}>
        {(Object.keys(labels) as PasswordRule[]).map((rule) => (
          <li key={rule} className={results[rule] ? 'text-green-800' : 'text-gray-700'}>
            <span aria-hidden="true">{results[rule] ? '✓ ' : '○ '}</span>
            {labels[rule]}
            <span className="sr-only">{results[rule] ? _('(met)') : _('(not met yet)')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
