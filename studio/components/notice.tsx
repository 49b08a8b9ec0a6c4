import type { ReactNode } from 'react';

const TONES = {
  info: 'border-blue-300 bg-blue-50 text-blue-950',
  success: 'border-green-300 bg-green-50 text-green-950',
  warning: 'border-amber-400 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/** A boxed message; `role` makes it announced (alert for problems, status for news). */
export function Notice({ tone = 'info', role, children, className = '' }: { tone?: keyof typeof TONES; role?: 'alert' | 'status'; children: ReactNode; className?: string }) {
  return (
    <div role={role} className={`rounded-md border p-3 text-sm ${TONES[tone]} ${className}`}>
      {children}
    </div>
  );
}
