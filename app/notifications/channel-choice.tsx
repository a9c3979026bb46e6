// The channel choice of the notifications page (decision 262): per topic, whether it also comes by e-mail and by
// SMS. A plain form: it posts and comes back (PRG) without JavaScript; unticked boxes are simply not sent.
import { Form, Link } from 'react-router';
import type { ChannelChoice } from '../../core/notification-channels.ts';
import { translator } from '../../core/i18n.ts';
import { FormAlert, SubmitButton } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { channelMessages } from './channel-messages.ts';

export function ChannelChoiceForm({
  channels,
  hasPhone,
  saved,
}: {
  channels: readonly ChannelChoice[];
  hasPhone: boolean;
  saved: boolean;
}) {
  const locale = useLocale();
  const t = translator(channelMessages, locale);
  return (
    <section id="channels" aria-labelledby="channels-heading" className="mt-6 border-t border-gray-200 pt-4">
      <h2 id="channels-heading" className="font-semibold">
        {t('channelsTitle')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('channelsIntro')}</p>
      {saved ? <FormAlert tone="success">{t('channelsSaved')}</FormAlert> : null}
      {hasPhone ? null : (
        <p className="mt-2 text-sm text-gray-700">
          {t('noPhone')}{' '}
          <Link to={`/${locale}/my/phone-number`} className="text-brand-700 underline">
            {t('addPhone')}
          </Link>
        </p>
      )}
      <Form method="post" action={`/${locale}/my/notifications`} data-testid="channels">
        <input type="hidden" name="intent" value="channels" />
        {channels.map((c) => (
          <fieldset key={c.topic} className="mt-3 rounded-lg border border-gray-200 px-3 py-2">
            <legend className="px-1 text-sm font-medium">{t(`topic_${c.topic}`)}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-1">
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name={`email_${c.topic}`} defaultChecked={c.email} className="h-5 w-5" />
                {t('emailColumn')}
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name={`sms_${c.topic}`} defaultChecked={c.sms} className="h-5 w-5" />
                {t('smsColumn')}
              </label>
            </div>
          </fieldset>
        ))}
        <SubmitButton>{t('saveChannels')}</SubmitButton>
      </Form>
    </section>
  );
}
