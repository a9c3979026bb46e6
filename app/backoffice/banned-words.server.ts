// The banned-words page (decision 176): checked as GET /data/admin/banned-words and its POST calls,
// through the same service.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadBannedWords({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  return { words: await context.modules.moderation.listBannedWords(context.db) };
}

/** The add form (`intent` add: `word`, `reason_bn`, `reason_en`) or a word's remove button (`intent` remove, `id`). */
export async function bannedWordsForm({ request, context, locale }: PageArgs) {
  const form = Object.fromEntries(await request.formData());
  const adding = form.intent === 'add';
  const apiUrl = adding ? '/data/admin/banned-words' : '/data/admin/banned-words/:id/remove';
  const staff = await requireBackOfficeAction(context, request, locale, apiUrl);
  try {
    if (adding)
      await context.modules.moderation.addBannedWord(
        context.db,
        staff,
        context.modules.http.parseInput(context.modules.moderation.BannedWordSchema, form, 'body'),
      );
    else
      await context.modules.moderation.removeBannedWord(
        context.db,
        staff,
        context.modules.http.parseInput(context.modules.moderation.BannedWordParams, form, 'params').id,
      );
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
