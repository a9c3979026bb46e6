// Reported chats in the back office (decision 158): a moderator dismisses a report, or warns or suspends
// the person it is about through the people actions; the report's close, the person's action and both audit
// entries are one transaction. Whoever holds `reports` holds people.warn and people.suspend too (a unit test of
// core/backoffice/permissions.ts says so), so the one check of the call is enough.
import { z } from 'zod';
import type { Database } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { type ChatReportOutcome, closeChatReport } from '../chat/index.ts';
import { recordAction, ReasonSchema, type Staff } from '../staff/index.ts';
import { actOnPersonIn } from './people.ts';

export const CHAT_REPORT_ACTIONS = ['dismiss', 'warn', 'suspend'] as const;
export const ChatReportActionSchema = ReasonSchema.extend({ action: z.enum(CHAT_REPORT_ACTIONS) });
export type ChatReportAction = z.infer<typeof ChatReportActionSchema>;
export const ChatReportsQuerySchema = z.object({ status: z.enum(['open', 'closed']).default('open') });

const OUTCOME: Record<ChatReportAction['action'], ChatReportOutcome> = {
  dismiss: 'dismissed',
  warn: 'warned',
  suspend: 'suspended',
};

export async function actOnChatReport(
  services: Pick<AppServices, 'clock'> & { db: Database },
  staff: Staff,
  reportId: number,
  input: ChatReportAction,
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const outcome = OUTCOME[input.action];
    const report = await closeChatReport(tx, reportId, staff.id, outcome, now);
    if (input.action !== 'dismiss') {
      await actOnPersonIn(tx, now, staff, report.reportedId, input.action, { reason: input.reason });
    }
    await recordAction(tx, staff, {
      action: `chat_report.${input.action}`,
      subject: { type: 'chat_report', id: reportId },
      before: { outcome: null, reason: report.reason, reported_user_id: report.reportedId },
      after: { outcome },
      reason: input.reason,
    });
  });
}
