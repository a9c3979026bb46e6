// /{locale}/support-chat: a signed-in visitor's help chat with Haat's support team (spec section 1's
// live-chat widget; decision 101), reached from /help/contact and the footer. The first message opens it; answers
// arrive live.
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import { chatMessages } from './chat-messages.ts';
import { loadVisitorSupport, sendVisitorSupport } from './support-chat.server.ts';
import { messages } from '../messages.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { SupportThread } from './support-thread.tsx';
import type { Route } from './+types/support-chat';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadVisitorSupport(context, request, locale)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return sendVisitorSupport(context, request, params.locale as Locale);
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? [{ title: formatMessage(messages, data.locale, 'supportChat') }, { name: 'robots', content: 'noindex' }] : [];

export default function SupportChat({ loaderData, actionData }: Route.ComponentProps) {
  const t = translator(chatMessages, useLocale());
  const tSite = useT();
  return (
    <main className="mx-auto max-w-2xl px-3 py-4">
      <h1 className="text-xl font-bold">{tSite('supportChat')}</h1>
      <p className="mt-2 text-gray-700">{t('supportIntro')}</p>
      <SupportThread
        conversation={loaderData.conversation}
        selfId={loaderData.viewerId}
        side="visitor"
        formKey={loaderData.key}
        failure={actionData?.failure}
        label={tSite('supportChat')}
      />
    </main>
  );
}
