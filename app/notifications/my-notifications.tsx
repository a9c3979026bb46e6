// /{locale}/my/notifications: the account's notifications, newest first; opening the page leaves them unread until
// "mark all as read", so the header badge keeps counting what was not looked at. Below them, how each topic also
// comes by e-mail and SMS (decision 262), saved by a plain post that comes back here (PRG).
import { Form, Link, redirect } from 'react-router';
import { channelsFromForm } from '../../core/notification-channels.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, formatRelativeTime } from '../../core/i18n.ts';
import { adMessages } from '../ad-page/ad-messages.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { Card, SubmitButton } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { useAdT } from '../ad-page/use-ad-t.ts';
import { ChannelChoiceForm } from './channel-choice.tsx';
import type { Route } from './+types/my-notifications';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const { notifications: service } = context.modules;
  const [notifications, channels, hasPhone] = await Promise.all([
    service.listNotifications(context.db, account.id),
    service.getChannels(context.db, account.id),
    service.hasPhone(context.db, account.id),
  ]);
  return {
    locale,
    channels,
    hasPhone,
    saved: new URL(request.url).searchParams.get('saved') === 'channels',
    now: new Date().toISOString(),
    notifications: notifications.map((n) => ({
      ...n,
      text: context.modules.notifications.notificationText(locale, n),
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'channels') {
    // The same schema as PUT /data/notifications/channels: every topic, ticked or not.
    const { channels } = context.modules.notifications.ChannelsSchema.parse({ channels: channelsFromForm(form) });
    await context.modules.notifications.saveChannels(context.db, account.id, channels);
    return redirect(`/${locale}/my/notifications?saved=channels#channels`, 303);
  }
  await context.modules.notifications.markAllRead(context.db, account.id);
  return { ok: true };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(adMessages, data.locale, 'notificationsTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function MyNotifications({ loaderData }: Route.ComponentProps) {
  const t = useAdT();
  const locale = useLocale();
  const now = new Date(loaderData.now);
  const { notifications } = loaderData;
  return (
    <Card title={t('notificationsTitle')}>
      {notifications.length === 0 ? (
        <p className="mt-3 text-gray-700">{t('notificationsEmpty')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-gray-200" data-testid="notifications">
            {notifications.map((n) => (
              <li key={n.id} className={`py-3 ${n.read ? '' : 'font-semibold'}`}>
                <Link to={n.link} className="text-brand-700 underline">
                  {n.text}
                </Link>
                {'titles' in n.payload && n.payload.titles.length > 0 ? (
                  <p className="text-sm font-normal text-gray-600">{n.payload.titles.join(' · ')}</p>
                ) : null}
                <p className="text-xs font-normal text-gray-500">
                  <time dateTime={n.createdAt}>{formatRelativeTime(locale, new Date(n.createdAt), now)}</time>
                </p>
              </li>
            ))}
          </ul>
          {notifications.some((n) => !n.read) ? (
            <Form method="post" action={`/${locale}/my/notifications`}>
              <SubmitButton>{t('markAllRead')}</SubmitButton>
            </Form>
          ) : null}
        </>
      )}
      <ChannelChoiceForm channels={loaderData.channels} hasPhone={loaderData.hasPhone} saved={loaderData.saved} />
    </Card>
  );
}
