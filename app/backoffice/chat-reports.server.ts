// The reported-chats page (decision 158): checked as GET /data/admin/chat-reports and POST
// /data/admin/chat-reports/:id, through the same services.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadChatReports({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const { status } = context.modules.http.parseInput(
    context.modules.backoffice.ChatReportsQuerySchema,
    Object.fromEntries(new URL(request.url).searchParams),
    'query',
  );
  return { status, reports: await context.modules.chat.listChatReports(context.db, { open: status === 'open' }) };
}

/** One report's form: `id`, `action` (the button pressed) and `reason`. */
export async function chatReportForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/chat-reports/:id');
  const form = Object.fromEntries(await request.formData());
  try {
    await context.modules.backoffice.actOnChatReport(
      context,
      staff,
      Number(form.id),
      context.modules.http.parseInput(context.modules.backoffice.ChatReportActionSchema, form, 'body'),
    );
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
