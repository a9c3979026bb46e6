// Parts shared by the ad pages (post, edit, my ads, delete, review): their head and their notifications.
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { adsMessages, type AdsMessageKey } from './ads-messages.ts';
import { FormAlert } from '../ui/form.tsx';

/** The head of an ad page: its title, and kept out of search engines (they are private). */
export function adPageMeta(locale: Locale | undefined, title: AdsMessageKey) {
  if (!locale) return [];
  return [{ title: formatMessage(adsMessages, locale, title) }, { name: 'robots', content: 'noindex' }];
}

/** Spec section 3 "Notification modules": each holds isSuccess, isVisible, message. */
export interface Notification {
  readonly module: 'pending' | 'pending_payment' | 'rejected' | 'published' | 'remove' | 'dashboard';
  readonly isSuccess: boolean;
  readonly isVisible: boolean;
  readonly message: string;
}

export function NotificationBar({ notification }: { notification: Notification | null }) {
  if (!notification?.isVisible) return null;
  return (
    <div data-module={notification.module}>
      <FormAlert tone={notification.isSuccess ? 'success' : 'error'}>{notification.message}</FormAlert>
    </div>
  );
}
