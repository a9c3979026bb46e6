// The chat page's forms for writing: quick replies, text and a picture (spec section 4), and the offer panel. Both
// are plain multipart/post forms; with the socket, `onSend` sends text, quick replies and offers live instead.
import type { FormEvent } from 'react';
import { Form } from 'react-router';
import { translator } from '../../core/i18n.ts';
import { chatMessages, type ChatMessageKey } from './chat-messages.ts';
import { useLocale } from '../ui/i18n.ts';

const QUICK_REPLIES: ChatMessageKey[] = ['quickAvailable', 'quickLastPrice', 'quickMeet', 'quickDelivery'];

interface FormProps {
  action: string;
  /** The client key of this page load (a reload does not send twice). */
  clientKey: string;
  onSend: (event: FormEvent<HTMLFormElement>) => void;
}

export function Composer({
  action,
  clientKey,
  onSend,
  text,
  onTextChange,
}: FormProps & { text: string; onTextChange: (value: string) => void }) {
  const t = translator(chatMessages, useLocale());
  return (
    // Kept at the bottom of the screen while the messages above scroll (sticky within the page's main), as in a chat
    // app; the quick replies in one row that scrolls sideways, so the composer stays low on a 360 px phone.
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSend}
      className="sticky bottom-0 z-10 -mx-3 mt-3 border-t border-gray-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      <input type="hidden" name="client_key" value={clientKey} />
      <p className="sr-only">{t('quickReplies')}</p>
      <div className="flex gap-2 overflow-x-auto pb-1">
        {QUICK_REPLIES.map((reply) => (
          <button
            key={reply}
            type="submit"
            name="quick"
            value={t(reply)}
            className="shrink-0 rounded-full border border-brand-700 px-3 py-1 text-sm whitespace-nowrap text-brand-700"
          >
            {t(reply)}
          </button>
        ))}
      </div>
      <label htmlFor="chat-text" className="sr-only">
        {t('typeMessage')}
      </label>
      <textarea
        id="chat-text"
        name="text"
        rows={1}
        maxLength={2000}
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        placeholder={t('typeMessage')}
        className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
      />
      <div className="mt-2 flex items-center gap-2">
        <label className="flex-1 text-sm text-gray-700">
          {t('addPhoto')}
          <input type="file" name="picture" accept="image/*" className="mt-1 block w-full text-sm" />
        </label>
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
          {t('send')}
        </button>
      </div>
    </Form>
  );
}

export function OfferPanel({ action, clientKey, onSend }: FormProps) {
  const t = translator(chatMessages, useLocale());
  return (
    <Form
      method="post"
      action={action}
      onSubmit={onSend}
      className="mt-3 rounded-lg border border-gray-200 bg-white p-3"
    >
      <input type="hidden" name="client_key" value={`o${clientKey}`} />
      <label htmlFor="offer-amount" className="block text-sm font-medium text-gray-800">
        {t('offerAmount')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="offer-amount"
          name="offer_amount"
          inputMode="numeric"
          autoComplete="off"
          required
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-base"
        />
        <button type="submit" className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700">
          {t('sendOffer')}
        </button>
      </div>
    </Form>
  );
}
