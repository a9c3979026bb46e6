// The thread of the chat page: older-messages link, one bubble per message with its tick, and the safety warnings
// of spec section 8 under the other side's messages.
import { Link } from 'react-router';
import { SCAM_WARNINGS } from '../../core/chat/safety.ts';
import { formatDateTime, formatMoney, translator } from '../../core/i18n.ts';
import { chatMessages } from './chat-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Shown, Ticks } from './use-chat-thread.ts';

export function MessageList({
  messages,
  viewerId,
  ticks,
  olderHref,
}: {
  /** Sorted, oldest first. */
  messages: Shown[];
  viewerId: number;
  ticks: Ticks;
  /** The link to the page of older messages, when there are more. */
  olderHref: string | null;
}) {
  const t = translator(chatMessages, useLocale());
  return (
    <ol className="mt-3 flex flex-col gap-2" aria-live="polite" aria-label={t('chatTitle')}>
      {olderHref ? (
        <li className="text-center text-sm">
          <Link to={olderHref} preventScrollReset className="text-brand-700 underline">
            {t('olderMessages')}
          </Link>
        </li>
      ) : null}
      {messages.map((m) => (
        <MessageItem key={m.client_key} message={m} mine={m.sender_id === viewerId} ticks={ticks} />
      ))}
    </ol>
  );
}

function MessageItem({ message: m, mine, ticks }: { message: Shown; mine: boolean; ticks: Ticks }) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  const scam = m.warnings.filter((w) => SCAM_WARNINGS.includes(w));
  const notes = m.warnings.filter((w) => !SCAM_WARNINGS.includes(w));
  const tick = m.state
    ? t(m.state === 'sending' ? 'sending' : 'notSent')
    : ticks.seen >= m.timestamp
      ? t('seen')
      : ticks.delivered >= m.timestamp
        ? t('delivered')
        : t('sent');
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-mine={mine}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 ${mine ? 'bg-brand-700 text-white' : 'bg-white border border-gray-200'}`}
      >
        {m.image ? (
          <img src={`${m.image.base_uri}/card.webp`} alt={t('photo')} className="mb-1 max-h-60 rounded" />
        ) : null}
        {m.offer ? <p className="font-bold">{t('offerOf', { amount: formatMoney(locale, m.offer.amount) })}</p> : null}
        {m.text ? <p className="break-words whitespace-pre-wrap">{m.text}</p> : null}
        <p className={`mt-1 text-xs ${mine ? 'text-white/80' : 'text-gray-500'}`}>
          <time dateTime={new Date(m.timestamp).toISOString()}>{formatDateTime(locale, new Date(m.timestamp))}</time>
          {mine ? <span data-tick={tick}> · {tick}</span> : null}
        </p>
      </div>
      {!mine
        ? [...scam, ...notes].map((warning) => (
            <p
              key={warning}
              role={scam.includes(warning) ? 'alert' : undefined}
              className={`mt-1 max-w-[85%] rounded-lg px-3 py-2 text-sm ${scam.includes(warning) ? 'bg-red-50 font-semibold text-red-800' : 'bg-amber-50 text-amber-900'}`}
            >
              {t(`warn_${warning}`)}
            </p>
          ))
        : null}
    </li>
  );
}
