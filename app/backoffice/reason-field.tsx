// The reason every back-office action asks for (it goes to the audit log, and to the person when they are warned),
// bounded as the server's ReasonSchema is (server/modules/staff/staff.ts: 3 to 1,000 characters).
import type { ReactNode } from 'react';

export function ReasonField({ label, className = 'text-sm' }: { label: ReactNode; className?: string }) {
  return (
    <label className={className}>
      {label}
      <textarea
        name="reason"
        required
        minLength={3}
        maxLength={1000}
        rows={2}
        className="mt-1 w-full rounded border px-2 py-1"
      />
    </label>
  );
}
